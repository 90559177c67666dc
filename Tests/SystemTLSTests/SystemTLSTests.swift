import Testing

/// Every suite of this target, one test at a time: the two memory tests measure the whole process, and the
/// TLS tests start real clients, which two shared cores run better one after another.
@Suite(.serialized) struct SystemTLSTests {}
