// PAdES signature placement in PDFs: see pades.ts.
export {
  DEFAULT_CONTENTS_SIZE,
  preparePdfSignature,
  readPdfSignatures,
  type PadesSubFilter,
  type PdfSignatureInfo,
  type PreparedPdfSignature,
  type PreparePdfSignatureOptions,
} from './pades';
