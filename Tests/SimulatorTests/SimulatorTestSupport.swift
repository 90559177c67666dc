import TestSupport

/// The model's tests use the simulator's shared set-up (`SimulatorFixture`, in TestSupport).
typealias SimulatorTestSupport = SimulatorFixture
