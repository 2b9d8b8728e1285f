// Minimal Office Open XML packages (ECMA-376) for the seeded .docx and .xlsx attachments: the
// fewest parts Word, Excel and LibreOffice open, holding one line of text. Packed with the repo's
// own ZIP writer (documents/zip.ts, already checked with `unzip -t`): OPC allows stored entries,
// and a fixed entry time keeps the bytes the same on every run.
import { zipStore, type ZipEntry } from '../../documents/zip';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const CONTENT_TYPES_NS = 'http://schemas.openxmlformats.org/package/2006/content-types';
const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_DOCUMENT_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument';
const WORKSHEET_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet';
const WORD_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const SHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const DOC_RELS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);

const contentTypes = (overrides: readonly (readonly [part: string, type: string])[]) =>
  `${XML_HEAD}<Types xmlns="${CONTENT_TYPES_NS}">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  overrides.map(([part, type]) => `<Override PartName="${part}" ContentType="${type}"/>`).join('') +
  '</Types>';

const relationships = (type: string, target: string) =>
  `${XML_HEAD}<Relationships xmlns="${RELATIONSHIPS_NS}"><Relationship Id="rId1" Type="${type}" Target="${target}"/></Relationships>`;

function pack(parts: readonly (readonly [name: string, xml: string])[], modifiedAt: Date): Buffer {
  // [Content_Types].xml first, as Office writes it; some readers sniff the first entry.
  const entries: ZipEntry[] = parts.map(([name, xml]) => ({ name, content: Buffer.from(xml, 'utf8'), modifiedAt }));
  return zipStore(entries);
}

/** A Word document with one paragraph. */
export function minimalDocx(text: string, modifiedAt: Date): Buffer {
  return pack(
    [
      ['[Content_Types].xml', contentTypes([['/word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml']])],
      ['_rels/.rels', relationships(OFFICE_DOCUMENT_REL, 'word/document.xml')],
      [
        'word/document.xml',
        `${XML_HEAD}<w:document xmlns:w="${WORD_NS}"><w:body><w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p></w:body></w:document>`,
      ],
    ],
    modifiedAt,
  );
}

/** An Excel workbook with one sheet whose cell A1 holds the text (an inline string: no shared-strings part needed). */
export function minimalXlsx(text: string, modifiedAt: Date): Buffer {
  return pack(
    [
      [
        '[Content_Types].xml',
        contentTypes([
          ['/xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
          ['/xl/worksheets/sheet1.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml'],
        ]),
      ],
      ['_rels/.rels', relationships(OFFICE_DOCUMENT_REL, 'xl/workbook.xml')],
      [
        'xl/workbook.xml',
        `${XML_HEAD}<workbook xmlns="${SHEET_NS}" xmlns:r="${DOC_RELS_NS}"><sheets><sheet name="Planilha1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ],
      ['xl/_rels/workbook.xml.rels', relationships(WORKSHEET_REL, 'worksheets/sheet1.xml')],
      [
        'xl/worksheets/sheet1.xml',
        `${XML_HEAD}<worksheet xmlns="${SHEET_NS}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c></row></sheetData></worksheet>`,
      ],
    ],
    modifiedAt,
  );
}
