#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation
  import HeadlessFirebase
  @_spi(Testing) import HeadlessUIKit
  import Testing

  // Firebase's API as apps call it, on Linux, where the port imports HeadlessFirebase for
  // `import Firebase` and Firebase's modules: in memory, completions on a later main-queue turn.

  /// A note as an app's model writes it with FirebaseFirestoreSwift.
  private struct Note: Codable, Equatable {
    @DocumentID var id: String?
    var title: String
    var likes: Int
    var created: Date
  }

  @MainActor
  @Suite("Firebase's API on Linux (HeadlessFirebase)", .serialized)
  struct FirebaseSpec {
    @Test("configure() makes the default app once; Analytics and Crashlytics keep what is logged")
    func coreAnalyticsCrashlytics() {
      FirebaseApp.configure()
      FirebaseApp.configure()
      #expect(FirebaseApp.app()?.name == "__FIRAPP_DEFAULT")
      Analytics.logEvent(AnalyticsEventLogin, parameters: [AnalyticsParameterMethod: "email"])
      #expect(Analytics.loggedEvents.last?.name == "login")
      #expect(Analytics.loggedEvents.last?.parameters?["method"] as? String == "email")
      Crashlytics.crashlytics().log("opened settings")
      #expect(Crashlytics.crashlytics().loggedMessages.last == "opened settings")
    }

    @Test(
      "Auth makes an account, refuses a wrong password with Firebase's code, and tells listeners of each sign-in and sign-out on the main queue"
    )
    func auth() async throws {
      let auth = Auth.auth()
      let email = "ada-\(UUID().uuidString.prefix(8))@example.com"
      var heard: [String?] = []
      let handle = auth.addStateDidChangeListener { _, user in heard.append(user?.email) }
      defer { auth.removeStateDidChangeListener(handle) }
      await waitForMainQueue { heard.count == 1 }

      let made = try await auth.createUser(withEmail: email, password: "secret1")
      #expect(made.user.email == email)
      #expect(made.additionalUserInfo?.isNewUser == true)
      #expect(auth.currentUser?.uid == made.user.uid)
      await waitForMainQueue { heard.count == 2 }
      try auth.signOut()
      #expect(auth.currentUser == nil)
      await waitForMainQueue { heard.count == 3 }

      var failure: NSError?
      auth.signIn(withEmail: email, password: "wrong!!") { result, error in
        #expect(result == nil)
        failure = error as NSError?
      }
      await waitForMainQueue { failure != nil }
      #expect(failure?.domain == AuthErrorDomain)
      #expect(failure.flatMap { AuthErrorCode(rawValue: $0.code) } == .wrongPassword)
      #expect(failure.flatMap { AuthErrorCode.Code(rawValue: $0.code) } == .wrongPassword)

      var weak: NSError?
      auth.createUser(withEmail: "bea@example.com", password: "123") { _, error in
        weak = error as NSError?
      }
      await waitForMainQueue { weak != nil }
      #expect(weak?.code == AuthErrorCode.Code.weakPassword.rawValue)
      #expect(weak?.localizedDescription == "The password must be 6 characters long or more.")

      var signedIn: User?
      auth.signIn(withEmail: email.uppercased(), password: "secret1") { result, _ in
        signedIn = result?.user
      }
      await waitForMainQueue { signedIn != nil }
      #expect(signedIn?.uid == made.user.uid)
      await waitForMainQueue { heard.count == 4 }
      #expect(heard == [nil, email, nil, email])
      // A failed sign-in changed no user: the listener was not told of it.
      try auth.signOut()
    }

    @Test(
      "Firestore stores documents in memory: set, merge, update with field values, query by field, order and limit"
    )
    func firestoreDocumentsAndQueries() async throws {
      let notes = Firestore.firestore().collection("spec-\(UUID().uuidString)")
      try await notes.document("a").setData(["title": "Apples", "likes": 3, "tags": ["fruit"]])
      try await notes.document("b").setData(["title": "Bread", "likes": 10])
      try await notes.document("c").setData(["title": "Cheese", "likes": 7])
      try await notes.document("a").setData(["color": "red"], merge: true)
      try await notes.document("a").updateData([
        "likes": FieldValue.increment(Int64(2)), "tags": FieldValue.arrayUnion(["red", "fruit"]),
        "seen": FieldValue.serverTimestamp(),
      ])
      let apple = try await notes.document("a").getDocument()
      #expect(apple.exists)
      #expect(apple.get("likes") as? Int == 5)
      #expect(apple.get("color") as? String == "red")
      #expect(apple.get("tags") as? [String] == ["fruit", "red"])
      #expect(apple.get("seen") is Timestamp)

      let popular = try await notes.whereField("likes", isGreaterThan: 4)
        .order(by: "likes", descending: true).limit(to: 2).getDocuments()
      #expect(popular.documents.map(\.documentID) == ["b", "c"])
      #expect(popular.documents.first?.data()["title"] as? String == "Bread")

      var missing: NSError?
      notes.document("zzz").updateData(["likes": 1]) { missing = $0 as NSError? }
      await waitForMainQueue { missing != nil }
      #expect(missing?.domain == FirestoreErrorDomain)
      #expect(missing?.code == FirestoreErrorCode.notFound.rawValue)
      #expect(try await notes.document("zzz").getDocument().exists == false)
    }

    @Test(
      "A Firestore listener hears the current documents, then each change; Codable models read their @DocumentID"
    )
    func firestoreListenerAndCodable() async throws {
      let notes = Firestore.firestore().collection("spec-\(UUID().uuidString)")
      var snapshots: [[String]] = []
      var changes: [[DocumentChangeType]] = []
      let registration = notes.order(by: "title").addSnapshotListener { snapshot, _ in
        snapshots.append(snapshot?.documents.map(\.documentID) ?? [])
        changes.append(snapshot?.documentChanges.map(\.type) ?? [])
      }
      await waitForMainQueue { snapshots.count == 1 }
      #expect(snapshots == [[]])

      let created = Date(timeIntervalSince1970: 1_700_000_000)
      let reference = try notes.addDocument(
        from: Note(title: "Walk", likes: 1, created: created))
      await waitForMainQueue { snapshots.count == 2 }
      #expect(snapshots.last == [reference.documentID])
      #expect(changes.last == [.added])
      let stored = try await reference.getDocument()
      #expect(stored.data()?["id"] == nil)
      #expect(stored.get("created") is Timestamp)
      let note = try stored.data(as: Note.self)
      #expect(note == Note(id: reference.documentID, title: "Walk", likes: 1, created: created))

      try await reference.delete()
      await waitForMainQueue { snapshots.count == 3 }
      #expect(snapshots.last == [])
      #expect(changes.last == [.removed])
      registration.remove()
      try await notes.document("later").setData(["title": "Later"])
      await waitForMainQueue { HeadlessScheduler.pendingWorkCount == 0 }
      #expect(snapshots.count == 3)
    }

    @Test(
      "The Realtime Database keeps a tree: set, update, push, remove; observers hear the value and each child added, changed and removed; queries order and limit"
    )
    func realtimeDatabase() async throws {
      let scores = Database.database().reference().child("spec-\(UUID().uuidString)/scores")
      var values: [[String: Int]] = []
      var added: [String] = []
      var removed: [String] = []
      let valueHandle = scores.observe(.value) { snapshot in
        values.append(snapshot.value as? [String: Int] ?? [:])
      }
      scores.observe(.childAdded) { added.append($0.key) }
      scores.observe(.childRemoved) { removed.append($0.key) }
      defer { scores.removeAllObservers() }
      await waitForMainQueue { values.count == 1 }
      #expect(values == [[:]])

      // In an async function, the async forms are the ones Swift picks, as with Firebase.
      try await scores.child("ada").setValue(3)
      try await scores.updateChildValues(["bea": 7, "cy": 5])
      await waitForMainQueue { added.count == 3 }
      #expect(Set(added) == ["ada", "bea", "cy"])
      #expect(values.last == ["ada": 3, "bea": 7, "cy": 5])

      let top = try await scores.queryOrderedByValue().queryLimited(toLast: 2).getData()
      let keys = (top.children.allObjects as? [DataSnapshot])?.map(\.key)
      #expect(Set(keys ?? []) == ["bea", "cy"])
      #expect(top.childrenCount == 2)

      try await scores.child("ada").removeValue()
      await waitForMainQueue { removed == ["ada"] }
      scores.removeObserver(withHandle: valueHandle)
      let pushed = scores.childByAutoId()
      try await pushed.setValue(["name": "Dee", "at": ServerValue.timestamp()])
      var read: DataSnapshot?
      scores.observeSingleEvent(of: .value) { read = $0 }
      await waitForMainQueue { read != nil }
      #expect(read?.childSnapshot(forPath: "\(pushed.key ?? "")/name").value as? String == "Dee")
      #expect(read?.childSnapshot(forPath: "\(pushed.key ?? "")/at").value is Int)
      #expect(read?.hasChild("ada") == false)
    }

    /// Spins the main queue until `done`, for at most 2 seconds.
    private func waitForMainQueue(_ done: () -> Bool) async {
      let deadline = Date().addingTimeInterval(2)
      while !done(), Date() < deadline { await Task.yield() }
    }
  }
#endif
