import { describe, expect, it } from 'vitest';
import { deviceInfo } from './device-info';

describe('deviceInfo', () => {
  it('names iPhones and Android phones with their OS version', () => {
    expect(
      deviceInfo('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'),
    ).toEqual({ name: 'iPhone', os: 'iOS 17.4' });
    expect(
      deviceInfo('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36'),
    ).toEqual({
      name: 'Pixel 8',
      os: 'Android 14',
    });
    // Reduced user agents hide the model behind "K".
    expect(deviceInfo('Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 Mobile Safari/537.36')).toEqual({
      name: 'Android',
      os: 'Android 10',
    });
  });

  it('falls back to the desktop system', () => {
    expect(deviceInfo('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0').os).toBe('Linux');
    expect(deviceInfo('something else')).toEqual({ name: 'Device', os: 'Unknown' });
  });
});
