// Presentations, device profiles and sizes in points are Layout's; every user of the renderer needs them,
// so importing Renderer brings them along.
@_exported import Layout
