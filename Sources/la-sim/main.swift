#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

exit(LaSim.run(Array(CommandLine.arguments.dropFirst())))
