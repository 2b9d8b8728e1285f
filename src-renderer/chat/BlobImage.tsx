// An <img> of bytes fetched with the token (or just picked): an object URL made when the element
// mounts and revoked when it goes or the blob changes, through React 19's ref cleanup — no state,
// no URL outliving its image.
import { useCallback, type CSSProperties } from 'react';

export function BlobImage({ blob, alt, style }: { blob: Blob; alt: string; style?: CSSProperties }) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return undefined;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={attach} alt={alt} style={style} />;
}
