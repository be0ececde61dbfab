import styles from './HomeSections.module.css';
import { SectionHeading } from './SectionHeading';
import { SectionPicture } from './SectionPicture';
import { SideBySide } from './SideBySide';
import { Button } from './ui/Button';
import text from './ui/text.module.css';
import ui from './ui/ui.module.css';

/** 'Browse Our Unique Paradise': the aisles' picture and a way into the catalogue. */
export function HomeParadise() {
  return (
    <section aria-labelledby="paradise" className={styles.paradise}>
      <div className={ui.container}>
        <SideBySide
          first={<SectionPicture src="/images/paradise.svg" alt="Shelves stocked with pet food, bowls, toys and a cosy bed" lazy />}
          second={
            <>
              <SectionHeading id="paradise" kicker="Shop the aisles" title="Browse Our Unique Paradise">
                <p className={text.body1}>
                  Wander through hand-picked aisles of everyday essentials and little luxuries: complete diets and treats, bowls and feeders, grooming kits,
                  beds, scratchers and chew-proof toys. Every product is one we would happily give our own pets.
                </p>
              </SectionHeading>
              <Button to="/products" variant="contained" color="secondary" size="large">
                Start exploring
              </Button>
            </>
          }
        />
      </div>
    </section>
  );
}
