/** A readable name and OS for the device, guessed from the user agent (the user may edit the name). */
export interface DeviceInfo {
  name: string;
  os: string;
}

export function deviceInfo(userAgent: string): DeviceInfo {
  const ios = /(iPhone|iPad|iPod).*?OS (\d+)(?:_(\d+))?/.exec(userAgent);
  if (ios) return { name: ios[1] ?? 'iPhone', os: `iOS ${ios[2]}${ios[3] ? `.${ios[3]}` : ''}` };
  const android = /Android (\d+(?:\.\d+)?)(?:;\s*([^;)]+))?/.exec(userAgent);
  if (android) {
    const model = android[2]?.trim();
    return {
      name: model && model !== 'K' && model !== 'wv' ? model : 'Android',
      os: `Android ${android[1]}`,
    };
  }
  if (/Windows/.test(userAgent)) return { name: 'Windows', os: 'Windows' };
  if (/Mac OS X/.test(userAgent)) return { name: 'Mac', os: 'macOS' };
  if (/Linux/.test(userAgent)) return { name: 'Linux', os: 'Linux' };
  return { name: 'Device', os: 'Unknown' };
}
