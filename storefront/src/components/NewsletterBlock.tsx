import MailOutlineIcon from '@mui/icons-material/MailOutlined?plain';
import { useId } from 'react';
import styles from './HomeSections.module.css';
import box from './Newsletter.module.css';
import { NewsletterForm } from './NewsletterForm';
import text from './ui/text.module.css';
import ui from './ui/ui.module.css';

/** Newsletter sign-up (interface 6): stored by the API, which thanks the shopper (again if already subscribed). */
export function NewsletterBlock() {
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className={styles.newsletter}>
      <div className={ui.container}>
        <div className={box.box}>
          <div>
            <MailOutlineIcon aria-hidden className={box.mark} />
            <h2 id={headingId} className={`${text.h2} ${box.heading}`}>
              Join the pack
            </h2>
            <p className={`${text.body1} ${box.blurb}`}>Subscribe for pet-care tips, new arrivals and members-only offers. No spam, unsubscribe any time.</p>
          </div>
          <NewsletterForm />
        </div>
      </div>
    </section>
  );
}
