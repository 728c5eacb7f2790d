// QR codes for registration and keeper links, as SVG (for pages) and PNG.
import QRCode from 'qrcode';

export async function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

export async function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', width: 512, margin: 1, errorCorrectionLevel: 'M' });
}
