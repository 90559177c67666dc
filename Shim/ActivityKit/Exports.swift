// As Apple's ActivityKit does, this module gives the app Foundation: a file that imports only ActivityKit can use `Date`,
// `URL` and `Codable` dates.
@_exported import Foundation
