import { Link } from 'react-router-dom';
import { ServicesSection } from '../sections/services-section';
import { buttonPrimary } from '../components/ui-classes';

export default function ServicesPage() {
  return (
    <>
      <ServicesSection headingLevel={1} />
      <div className="px-6 pb-20 text-center">
        <p className="mb-5 font-serif text-2xl text-espresso">Not sure where to begin? We will design a plan with you.</p>
        <Link to="/contact" className={buttonPrimary}>
          Book a Consultation
        </Link>
      </div>
    </>
  );
}
