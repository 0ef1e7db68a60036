export { DEMO_COMPANY_MEMBERS, DEMO_COMPANY_PASSWORD, seedDemoCompany } from './companies.ts';
export { seedDemoQuotes } from './quotes.ts';
