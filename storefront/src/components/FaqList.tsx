import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FAQS } from '../content/faq';

/** The questions as accordions, one open at a time. */
export function FaqList() {
  // The first question starts open; clicking the open one closes it.
  const [expanded, setExpanded] = useState<string | null>(FAQS[0].id);

  return FAQS.map((faq) => (
    <Accordion
      key={faq.id}
      expanded={expanded === faq.id}
      onChange={(_, isOpen) => setExpanded(isOpen ? faq.id : null)}
      disableGutters
      elevation={0}
      sx={{ mb: 1.5, border: 1, borderColor: 'divider', borderRadius: '14px !important', '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${faq.id}-content`} id={`faq-${faq.id}-header`}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {faq.question}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography sx={{ color: 'text.secondary' }}>{faq.answer}</Typography>
      </AccordionDetails>
    </Accordion>
  ));
}
