import ArrowForwardIcon from '@mui/icons-material/ArrowForward?plain';
// Small enough for the bundler to inline: the home page's largest paint needs no download of its own.
import heroImage from '../assets/hero.svg';
import styles from './HomeHero.module.css';
import { Button } from './ui/Button';
import text from './ui/text.module.css';
import ui from './ui/ui.module.css';

/** The home page's first screen: what the shop is, View Collection and Our story, beside a dog and a cat. */
export function HomeHero() {
  return (
    <section aria-labelledby="hero-title" className={styles.hero}>
      <div className={`${ui.container} ${styles.grid}`}>
        <div>
          <p className={`${text.body1} ${styles.kicker}`}>For dogs, cats and the people who love them</p>
          <h1 id="hero-title" className={`${text.h1} ${styles.title}`}>
            Everything your pet needs, delivered to your door
          </h1>
          <p className={`${text.body1} ${text.secondary} ${styles.lead}`}>
            Nutritious food, tasty treats, cosy beds and toys they will not put down, for every life stage. Free shipping on all orders, and 25% off your first
            one.
          </p>
          <div className={styles.actions}>
            <Button to="/products" variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
              View Collection
            </Button>
            <Button to="/about-us" variant="outlined" size="large" color="secondary">
              Our story
            </Button>
          </div>
        </div>
        <img src={heroImage} alt="A happy dog and a cat sitting side by side" fetchPriority="high" width={600} height={460} className={styles.picture} />
      </div>
    </section>
  );
}
