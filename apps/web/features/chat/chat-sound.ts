/** A short two-tone chime for a new visitor or message (Web Audio: no sound file to load). */
export function chime() {
  try {
    const audio = new AudioContext();
    const gain = audio.createGain();
    gain.connect(audio.destination);
    [880, 1320].forEach((freq, i) => {
      const osc = audio.createOscillator();
      osc.frequency.value = freq;
      osc.connect(gain);
      const at = audio.currentTime + i * 0.15;
      gain.gain.setValueAtTime(0.12, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + 0.3);
      osc.start(at);
      osc.stop(at + 0.3);
    });
    window.setTimeout(() => void audio.close(), 1000);
  } catch {
    // no audio (policy or device): the badge and title still say it
  }
}
