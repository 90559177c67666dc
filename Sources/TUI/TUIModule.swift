/// The interactive simulator.
public enum TUIModule {}
