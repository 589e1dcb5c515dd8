import Foundation
import Testing

#if canImport(UIKit)
  import Accelerate
#else
  import HeadlessUIKit
#endif

/// vImage's box convolution as image libraries blur with it (Kingfisher's `blurred(withRadius:)`):
/// Apple's on Darwin, HeadlessUIKit's on Linux; the expected means divide exactly.
@Suite struct AccelerateSpec {
  /// Three ARGB pixels in a row whose red is 0, 90 and 180, blurred across three.
  private func blur(_ edges: Int) -> (vImage_Error, [UInt8]) {
    var input: [UInt8] = [255, 0, 0, 0, 255, 90, 0, 0, 255, 180, 0, 0]
    var output = [UInt8](repeating: 0, count: 12)
    let error = input.withUnsafeMutableBytes { inBytes in
      output.withUnsafeMutableBytes { outBytes in
        var source = vImage_Buffer(data: inBytes.baseAddress, height: 1, width: 3, rowBytes: 12)
        var destination = vImage_Buffer(
          data: outBytes.baseAddress, height: 1, width: 3, rowBytes: 12)
        return vImageBoxConvolve_ARGB8888(
          &source, &destination, nil, 0, 0, 1, 3, nil, vImage_Flags(edges))
      }
    }
    return (error, stride(from: 1, to: 12, by: 4).map { output[$0] })
  }

  @Test("Edges extended: each red is the mean of it and its neighbours, the edge repeated")
  func edgeExtend() {
    let (error, reds) = blur(kvImageEdgeExtend)
    #expect(error == kvImageNoError)
    #expect(reds == [30, 90, 150])
  }

  @Test("A truncated kernel leaves out what is beyond the edges")
  func truncate() {
    let (error, reds) = blur(kvImageTruncateKernel)
    #expect(error == kvImageNoError)
    #expect(reds.first == 45)
  }

  @Test("No pixels or an even kernel is vImage's error")
  func errors() {
    var empty = vImage_Buffer()
    var other = vImage_Buffer()
    #expect(
      vImageBoxConvolve_ARGB8888(
        &empty, &other, nil, 0, 0, 1, 3, nil, vImage_Flags(kvImageEdgeExtend))
        == kvImageNullPointerArgument)
    var pixel: [UInt8] = [255, 0, 0, 0]
    let error = pixel.withUnsafeMutableBytes { bytes in
      var buffer = vImage_Buffer(data: bytes.baseAddress, height: 1, width: 1, rowBytes: 4)
      return vImageBoxConvolve_ARGB8888(
        &buffer, &buffer, nil, 0, 0, 2, 2, nil, vImage_Flags(kvImageEdgeExtend))
    }
    #expect(error == kvImageInvalidKernelSize)
  }
}
