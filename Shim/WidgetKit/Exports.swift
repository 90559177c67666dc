// As Apple's WidgetKit does, this module gives the app Foundation: a file that imports only WidgetKit can use `Date`,
// `URL` and `Codable` dates.
@_exported import Foundation
