import Box from '@mui/material/Box';

/** A section's 600×420 illustration, as wide as its column, with rounded corners. */
export function SectionPicture({ src, alt, lazy = false }: { src: string; alt: string; lazy?: boolean }) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      {...(lazy && { loading: 'lazy' as const })}
      width={600}
      height={420}
      sx={{ width: '100%', height: 'auto', display: 'block', borderRadius: '28px' }}
    />
  );
}
