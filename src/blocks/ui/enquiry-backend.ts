// Where the contact form stores an enquiry: the site gives its backend; a preview in the admin gives none, and a
// message sent from there is only forwarded.
import { createContext } from 'react';
import type { Backend } from '@/backend/port';

export const EnquiryBackend = createContext<Backend | null>(null);
