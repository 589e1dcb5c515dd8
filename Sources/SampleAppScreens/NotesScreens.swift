import Tapwright

/// The screen objects of the notes app, registered for their controllers.
public enum NotesScreens {
  /// A registry mapping each of the app's controllers to its screen object.
  public static let registry = ObjectRegistry()
    .registering(NotesAppScreen.self)
    .registering(NotesListScreen.self)
    .registering(NoteDetailScreen.self)
    .registering(ComposeNoteScreen.self)
    .registering(SettingsScreen.self)
    .registering(InfoScreen.self)
}
