// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized

#if !canImport(UIKit) && !canImport(ObjectiveC)
  import Foundation

  // Accelerate's vImage box convolution of 8-bit, four-channel pixels — the blur image libraries
  // apply (Kingfisher's `blurred(withRadius:)`) — which Linux lacks (the port imports HeadlessUIKit
  // where an app imports Accelerate). It convolves the buffers it is given. HeadlessUIKit's image
  // contexts record drawing rather than rasterise it, so their `data` is `nil`, and a blur of one
  // is vImage's null-pointer error: the image comes out unblurred.

  /// A count of pixels.
  public typealias vImagePixelCount = UInt
  /// vImage's result: `kvImageNoError` or a negative error.
  public typealias vImage_Error = Int
  /// vImage's option bits.
  public typealias vImage_Flags = UInt32

  public var kvImageNoError: Int { 0 }
  public var kvImageRoiLargerThanInputBuffer: Int { -21766 }
  public var kvImageInvalidKernelSize: Int { -21767 }
  public var kvImageInvalidEdgeStyle: Int { -21768 }
  public var kvImageNullPointerArgument: Int { -21772 }
  public var kvImageNoFlags: Int { 0 }
  public var kvImageLeaveAlphaUnchanged: Int { 1 }
  public var kvImageCopyInPlace: Int { 2 }
  public var kvImageBackgroundColorFill: Int { 4 }
  public var kvImageEdgeExtend: Int { 8 }
  public var kvImageDoNotTile: Int { 16 }
  public var kvImageHighQualityResampling: Int { 32 }
  public var kvImageTruncateKernel: Int { 64 }

  /// Pixels in memory: where they start, how many rows and columns, the bytes a row takes.
  public struct vImage_Buffer {
    public var data: UnsafeMutableRawPointer!
    public var height: vImagePixelCount
    public var width: vImagePixelCount
    public var rowBytes: Int

    public init() {
      data = nil
      height = 0
      width = 0
      rowBytes = 0
    }

    public init(
      data: UnsafeMutableRawPointer!, height: vImagePixelCount, width: vImagePixelCount,
      rowBytes: Int
    ) {
      self.data = data
      self.height = height
      self.width = width
      self.rowBytes = rowBytes
    }
  }

  /// Each pixel of `dest` becomes the mean of the `kernel_height` × `kernel_width` pixels of
  /// `src` around the pixel at the same place (offset by the region of interest), per channel.
  /// Pixels beyond the source's edges are the nearest edge's (`kvImageEdgeExtend`), the
  /// background colour (`kvImageBackgroundColorFill`), left out of the mean
  /// (`kvImageTruncateKernel`), or the pixel is copied (`kvImageCopyInPlace`); exactly one of
  /// them is given. Kernel sides must be odd.
  ///
  /// - Returns: `kvImageNoError`, or the error.
  public func vImageBoxConvolve_ARGB8888(
    _ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>,
    _ tempBuffer: UnsafeMutableRawPointer!, _ srcOffsetToROI_X: vImagePixelCount,
    _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32, _ kernel_width: UInt32,
    _ backgroundColor: UnsafePointer<UInt8>!, _ flags: vImage_Flags
  ) -> vImage_Error {
    let source = src.pointee
    let destination = dest.pointee
    guard let input = source.data, let output = destination.data else {
      return kvImageNullPointerArgument
    }
    guard kernel_height % 2 == 1, kernel_width % 2 == 1 else { return kvImageInvalidKernelSize }
    let edges =
      Int(flags)
      & (kvImageCopyInPlace | kvImageBackgroundColorFill | kvImageEdgeExtend
        | kvImageTruncateKernel)
    guard edges.nonzeroBitCount == 1 else { return kvImageInvalidEdgeStyle }
    guard edges != kvImageBackgroundColorFill || backgroundColor != nil else {
      return kvImageNullPointerArgument
    }
    let width = Int(source.width)
    let height = Int(source.height)
    guard Int(srcOffsetToROI_X) + Int(destination.width) <= width,
      Int(srcOffsetToROI_Y) + Int(destination.height) <= height
    else { return kvImageRoiLargerThanInputBuffer }
    // The source is read whole first, so the destination may be the same memory.
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for row in 0..<height {
      let line = input.advanced(by: row * source.rowBytes).assumingMemoryBound(to: UInt8.self)
      for index in 0..<(width * 4) { pixels[row * width * 4 + index] = line[index] }
    }
    let halfHeight = Int(kernel_height) / 2
    let halfWidth = Int(kernel_width) / 2
    let leaveAlpha = Int(flags) & kvImageLeaveAlphaUnchanged != 0
    for y in 0..<Int(destination.height) {
      let line = output.advanced(by: y * destination.rowBytes).assumingMemoryBound(to: UInt8.self)
      for x in 0..<Int(destination.width) {
        let centerX = x + Int(srcOffsetToROI_X)
        let centerY = y + Int(srcOffsetToROI_Y)
        let inside =
          centerX - halfWidth >= 0 && centerX + halfWidth < width && centerY - halfHeight >= 0
          && centerY + halfHeight < height
        if !inside && edges == kvImageCopyInPlace {
          for channel in 0..<4 {
            line[x * 4 + channel] = pixels[(centerY * width + centerX) * 4 + channel]
          }
          continue
        }
        var sums = [Int](repeating: 0, count: 4)
        var count = 0
        for dy in -halfHeight...halfHeight {
          for dx in -halfWidth...halfWidth {
            var sampleX = centerX + dx
            var sampleY = centerY + dy
            if sampleX < 0 || sampleX >= width || sampleY < 0 || sampleY >= height {
              if edges == kvImageTruncateKernel { continue }
              if edges == kvImageBackgroundColorFill {
                for channel in 0..<4 { sums[channel] += Int(backgroundColor[channel]) }
                count += 1
                continue
              }
              sampleX = min(max(sampleX, 0), width - 1)
              sampleY = min(max(sampleY, 0), height - 1)
            }
            for channel in 0..<4 {
              sums[channel] += Int(pixels[(sampleY * width + sampleX) * 4 + channel])
            }
            count += 1
          }
        }
        for channel in 0..<4 {
          if leaveAlpha && channel == 0 {
            line[x * 4] = pixels[(centerY * width + centerX) * 4]
          } else {
            line[x * 4 + channel] = UInt8((sums[channel] + count / 2) / max(count, 1))
          }
        }
      }
    }
    return kvImageNoError
  }
#endif
