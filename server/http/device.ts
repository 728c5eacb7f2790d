// A short name for the device behind a User-Agent ("Firefox on Linux"), for the desk's list of open sessions.

const MAX_UA = 512;
const MAX_NAME = 40;

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function describeDevice(userAgent: unknown): string {
  if (typeof userAgent !== 'string') return 'Unknown device';
  const ua = userAgent.slice(0, MAX_UA);
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  if (browser || system) return (browser ?? system)!;
  // Scripts and tools (curl, node) show their first word, printable ASCII only.
  const word = ua
    .replace(/[^\x21-\x7e ]/g, '')
    .trim()
    .split(/[\s/]/)[0]!
    .slice(0, MAX_NAME);
  return word === '' ? 'Unknown device' : word;
}
