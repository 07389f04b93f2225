let context: AudioContext | null = null;

/** A short two-note chime made at runtime with WebAudio (no audio file, nothing remote). */
export function playSuccessSound(): void {
  try {
    context ??= new AudioContext();
    const now = context.currentTime;
    for (const [index, frequency] of [880, 1318.5].entries()) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const start = now + index * 0.09;
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.18, start + 0.015);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.22);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.25);
    }
  } catch {
    // No audio device or autoplay blocked: the toast still tells the trader.
  }
}
