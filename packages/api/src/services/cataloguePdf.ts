import { formatUsd, trackSummary } from '@backline/domain';
import { asc, eq } from 'drizzle-orm';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { Db } from '../db/client';
import { genres, jamTracks } from '../db/schema';
import { presentJamTracks } from './jamtracks';

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 48;
const LINE = 15;

/** Helvetica covers WinAnsi only: anything else becomes "?" rather than failing the PDF. */
const winAnsi = (value: string) =>
  value.normalize('NFC').replace(/[^\u0020-\u007e\u00a0-\u00ff–—‘’“”•…]/g, '?');

/** Cuts `text` to fit `width` points, with an ellipsis. */
function fitText(font: PDFFont, size: number, text: string, width: number): string {
  const safe = winAnsi(text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  let cut = safe;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/**
 * The catalogue as a PDF (part 2 §2 "a link to download the catalogue as a PDF"), made from
 * the live catalogue each time it is asked for: every available JamTrack by artist, with its
 * genre, tracks and price.
 */
export async function catalogueDocument(db: Db, now: Date): Promise<Uint8Array> {
  const rows = await db
    .select({ jamTrack: jamTracks, genre: genres.description })
    .from(jamTracks)
    .leftJoin(genres, eq(genres.id, jamTracks.genreId))
    .where(eq(jamTracks.available, true))
    .orderBy(asc(jamTracks.originalArtist), asc(jamTracks.name), asc(jamTracks.id));
  const presented = await presentJamTracks(
    db,
    null,
    rows.map((row) => row.jamTrack),
  );

  const pdf = await PDFDocument.create();
  pdf.setTitle('Backline JamTracks catalogue');
  pdf.setCreator('Backline');
  pdf.setCreationDate(now);
  pdf.setModificationDate(now);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const grey = rgb(0.35, 0.35, 0.35);
  const columns = { song: MARGIN, genre: 250, tracks: 330, price: PAGE.width - MARGIN - 50 };

  let page: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - MARGIN;
  const header = () => {
    page.drawText('Backline JamTracks catalogue', { x: MARGIN, y, size: 18, font: bold });
    y -= 22;
    page.drawText(winAnsi(`${presented.length} JamTracks · ${now.toISOString().slice(0, 10)}`), {
      x: MARGIN,
      y,
      size: 10,
      font: regular,
      color: grey,
    });
    y -= 24;
    for (const [label, x] of [
      ['Song', columns.song],
      ['Genre', columns.genre],
      ['Tracks', columns.tracks],
      ['Price', columns.price],
    ] as const) {
      page.drawText(label, { x, y, size: 9, font: bold });
    }
    y -= LINE;
  };
  header();

  let artist = '';
  presented.forEach((jamTrack, index) => {
    const needs = jamTrack.original_artist !== artist ? LINE * 2.2 : LINE;
    if (y - needs < MARGIN) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - MARGIN;
      header();
      artist = '';
    }
    if (jamTrack.original_artist !== artist) {
      artist = jamTrack.original_artist;
      y -= LINE * 0.4;
      page.drawText(fitText(bold, 11, artist, PAGE.width - 2 * MARGIN), {
        x: MARGIN,
        y,
        size: 11,
        font: bold,
      });
      y -= LINE;
    }
    const size = 9;
    page.drawText(fitText(regular, size, jamTrack.name, columns.genre - columns.song - 8), {
      x: columns.song + 8,
      y,
      size,
      font: regular,
    });
    page.drawText(
      fitText(regular, size, rows[index]?.genre ?? '', columns.tracks - columns.genre - 6),
      {
        x: columns.genre,
        y,
        size,
        font: regular,
        color: grey,
      },
    );
    page.drawText(
      fitText(regular, size, trackSummary(jamTrack.tracks), columns.price - columns.tracks - 8),
      { x: columns.tracks, y, size, font: regular, color: grey },
    );
    page.drawText(formatUsd(jamTrack.download_price), { x: columns.price, y, size, font: regular });
    y -= LINE;
  });
  return pdf.save();
}
