import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";

/** What the printable PDF of a vehicle shows. */
export interface VehiclePdfInput {
  title: string;
  price: string;
  priceType: string | null;
  facts: { label: string; value: string }[];
  features: string[];
  comments: string;
  dealer: { name: string; address: string | null; phone: string | null };
  url: string;
}

// The standard PDF fonts encode WinAnsi only: anything else becomes "?" rather than failing the download.
const winAnsiSafe = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7e\xa0-\xff\u2013\u2014\u2022\u20ac]/g, "?");

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of winAnsiSafe(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** An A4 vehicle summary made on the server, downloaded as {slug}.pdf. */
export async function vehiclePdf(input: VehiclePdfInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsiSafe(input.title));
  doc.setProducer("Forecourt");
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const margin = 50;
  let page: PDFPage = doc.addPage([595.28, 841.89]);
  let y = page.getHeight() - margin;
  const width = page.getWidth() - margin * 2;
  const write = (text: string, options: { size?: number; font?: PDFFont; gap?: number } = {}) => {
    const size = options.size ?? 10;
    const font = options.font ?? regular;
    for (const line of wrap(text, font, size, width)) {
      if (y < margin + size) {
        page = doc.addPage([595.28, 841.89]);
        y = page.getHeight() - margin;
      }
      page.drawText(line, { x: margin, y: y - size, size, font, color: rgb(0.07, 0.09, 0.15) });
      y -= size * 1.35;
    }
    y -= options.gap ?? 0;
  };
  write(input.title, { size: 18, font: bold, gap: 4 });
  write(`${input.price}${input.priceType ? ` ${input.priceType}` : ""}`, { size: 14, font: bold, gap: 10 });
  write("Vehicle details", { size: 12, font: bold, gap: 2 });
  for (const f of input.facts) write(`${f.label}: ${f.value}`);
  y -= 8;
  if (input.features.length > 0) {
    write("Features", { size: 12, font: bold, gap: 2 });
    write(input.features.join(" \u2022 "), { gap: 8 });
  }
  write("Our comments", { size: 12, font: bold, gap: 2 });
  write(input.comments, { gap: 10 });
  write(input.dealer.name, { size: 12, font: bold });
  if (input.dealer.address) write(input.dealer.address);
  if (input.dealer.phone) write(`Phone ${input.dealer.phone}`);
  write(input.url, { gap: 0 });
  return doc.save();
}
