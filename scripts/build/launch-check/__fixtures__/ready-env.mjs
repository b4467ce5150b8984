// The settings of a production build that is ready: what the launch check's
// tests and the preflight command's tests both start from.
export const readyEnv = {
  NEXT_PUBLIC_SITE_URL: 'https://www.swiatlocien.pl',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'service_8x2k1',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'template_q7p3',
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'Xq1-publicKey',
  CMS_REPO: 'swiatlocien/strona',
  CMS_AUTH_URL: 'https://www.swiatlocien.pl/oauth',
};
