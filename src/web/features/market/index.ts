// The market feature's public surface: the quotes section the public home page shows (the router
// loads it lazily beside the home page).
export { MarketSection } from './components/market-section';
