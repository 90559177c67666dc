import Foundation

exit(LaSim.run(Array(CommandLine.arguments.dropFirst())))
