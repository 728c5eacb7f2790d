// QR codes for registration and keeper links, as SVG (for pages) and PNG.
export async function qrSvg(text: string): Promise<string> { throw new Error('todo'); }
export async function qrPng(text: string): Promise<Buffer> { throw new Error('todo'); }
