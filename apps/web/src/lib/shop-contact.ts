/** How customers reach the shop; shown in the footer and on the contact page. */
export const SHOP_CONTACT = {
  email: 'info@buildright.example',
  phone: '+1 (503) 555-0142',
  phoneHref: '+15035550142',
  hours: 'Monday to Friday, 8:00 AM to 5:00 PM PST',
} as const;
