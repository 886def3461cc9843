// The portfolio's landing page, a lazy route's default.
export { PortfolioLandingPage } from './portfolio-landing-page';
