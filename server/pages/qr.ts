// QR codes for registration and keeper links, as SVG (for pages) and PNG.
import type QRCodeModule from 'qrcode';

/** Loaded on the first QR code, not at start: few requests need one and the module costs ~10 ms to load (the cold start, docs/benchmarks.md goal 4). */
let loading: Promise<typeof QRCodeModule> | null = null;
const qrcode = () => (loading ??= import('qrcode').then((m) => m.default));

export async function qrSvg(text: string): Promise<string> {
  return (await qrcode()).toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

export async function qrPng(text: string): Promise<Buffer> {
  return (await qrcode()).toBuffer(text, { type: 'png', width: 512, margin: 1, errorCorrectionLevel: 'M' });
}
