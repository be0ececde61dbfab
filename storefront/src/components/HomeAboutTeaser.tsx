import ArrowForwardIcon from '@mui/icons-material/ArrowForward?plain';
import styles from './HomeSections.module.css';
import { SectionHeading } from './SectionHeading';
import { SectionPicture } from './SectionPicture';
import { SideBySide } from './SideBySide';
import { Button } from './ui/Button';
import text from './ui/text.module.css';
import ui from './ui/ui.module.css';

/** 'Pet people, serving pet people': a few words about the shop and a link to its story. */
export function HomeAboutTeaser() {
  return (
    <section aria-labelledby="about-teaser" className={`${ui.container} ${styles.aboutTeaser}`}>
      <SideBySide
        secondOnTopOnPhones
        first={
          <>
            <SectionHeading id="about-teaser" kicker="About us" title="Pet people, serving pet people">
              <p className={text.body1}>
                We started as a single neighbourhood pet store and grew into an online shop trusted by thousands of families across India. We still check every
                product the way we did on day one: would our own dogs and cats love it?
              </p>
            </SectionHeading>
            <Button to="/about-us" variant="outlined" size="large" endIcon={<ArrowForwardIcon />}>
              Read our story
            </Button>
          </>
        }
        second={<SectionPicture src="/images/about-store.svg" alt="Our pet supplies shop front with a striped awning" />}
      />
    </section>
  );
}
