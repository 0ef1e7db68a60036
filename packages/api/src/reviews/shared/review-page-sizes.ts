/** How many reviews a page shows: a product's to shoppers, and the list staff moderate. */
export const REVIEW_PAGE_SIZE = 5;
export const MAX_REVIEW_PAGE_SIZE = 50;
export const STAFF_REVIEW_PAGE_SIZE = 50;
export const MAX_STAFF_REVIEW_PAGE_SIZE = 200;
