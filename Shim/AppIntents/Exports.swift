// As Apple's AppIntents does, this module gives the app Foundation: a file that imports only AppIntents can use `Date`,
// `URL` and `Codable` dates.
@_exported import Foundation
