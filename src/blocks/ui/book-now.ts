// "Book Now" from a modal: close it, then take the visitor to the contact form on this page or on /contact.
import { useNavigate } from 'react-router-dom';
import { scrollToContact } from './format';

export function useBookNow(close: () => void): () => void {
  const navigate = useNavigate();
  return () => {
    close();
    // After the modal has closed and handed focus back, so that focus restoration does not scroll away.
    setTimeout(() => {
      if (scrollToContact()) document.getElementById('contact')?.focus({ preventScroll: true });
      else navigate('/contact');
    }, 0);
  };
}
