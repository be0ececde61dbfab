import styles from './SideBySide.module.css';

/** A section's 600×420 illustration, as wide as its column, with rounded corners. */
export function SectionPicture({ src, alt, lazy = false }: { src: string; alt: string; lazy?: boolean }) {
  return <img src={src} alt={alt} {...(lazy && { loading: 'lazy' as const })} width={600} height={420} className={styles.picture} />;
}
