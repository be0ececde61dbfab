import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PageBanner } from './PageBanner';

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

/** Static legal text (privacy policy, terms) laid out for reading. */
export function LegalDocument({ title, updated, intro, sections }: { title: string; updated: string; intro: string; sections: readonly LegalSection[] }) {
  return (
    <>
      <PageBanner title={title} subtitle={`Last updated ${updated}`} />
      <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography sx={{ fontSize: '1.1rem', mb: 4 }}>{intro}</Typography>
        {sections.map((section, index) => (
          <Box component="section" key={section.heading} sx={{ mb: 4 }}>
            <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
              {index + 1}. {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 1.5, color: 'text.secondary', lineHeight: 1.75 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}
      </Container>
    </>
  );
}
