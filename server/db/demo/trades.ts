/**
 * What the demo's organisations do: the word their name takes, the item of the 'sectors' dictionary
 * their Sector facet holds, the industry brief (server/db/seedDemoReference) they are filed under, and
 * a phrase for their summary.
 */
export interface Trade {
  word: string
  sector: string
  brief: string
  does: string
}

export const TRADES: readonly Trade[] = [
  { word: 'Energy', sector: 'Power generation', brief: 'Energy', does: 'runs gas-fired and hydro power plants' },
  { word: 'Wind', sector: 'Renewables', brief: 'Offshore Wind', does: 'builds and operates offshore wind farms' },
  { word: 'Solar', sector: 'Renewables', brief: 'Solar Power', does: 'develops utility-scale solar parks' },
  {
    word: 'Grid',
    sector: 'Power generation',
    brief: 'Battery Storage',
    does: 'operates power lines and grid batteries',
  },
  {
    word: 'Petroleum',
    sector: 'Oil & gas',
    brief: 'Upstream Exploration',
    does: 'explores for and produces oil and gas',
  },
  { word: 'Refining', sector: 'Oil & gas', brief: 'Refining', does: 'refines crude into fuels and feedstocks' },
  { word: 'Bank', sector: 'Banking', brief: 'Retail Banking', does: 'lends to households and small firms' },
  {
    word: 'Capital',
    sector: 'Asset management',
    brief: 'Investment Banking',
    does: 'manages pension and sovereign money',
  },
  { word: 'Assurance', sector: 'Insurance', brief: 'Reinsurance', does: 'underwrites marine and catastrophe risk' },
  { word: 'Semiconductor', sector: 'Semiconductors', brief: 'Chip Fabrication', does: 'makes power and memory chips' },
  { word: 'Systems', sector: 'Software', brief: 'Cloud Services', does: 'sells cloud software to governments' },
  { word: 'Security', sector: 'Software', brief: 'Cybersecurity', does: 'defends networks of banks and utilities' },
  { word: 'Telecom', sector: 'Telecommunications', brief: 'Cloud Services', does: 'runs mobile and fibre networks' },
  { word: 'Mining', sector: 'Mining', brief: 'Battery Storage', does: 'mines copper, nickel and lithium' },
  { word: 'Chemicals', sector: 'Chemicals', brief: 'Refining', does: 'produces fertilisers and industrial gases' },
  { word: 'Steel', sector: 'Steel', brief: 'Energy', does: 'makes flat steel for cars and turbines' },
  {
    word: 'Shipping',
    sector: 'Shipping',
    brief: 'Container Shipping',
    does: 'runs container lines between Asia and Europe',
  },
  { word: 'Ports', sector: 'Shipping', brief: 'Container Shipping', does: 'operates container terminals' },
  { word: 'Airways', sector: 'Aviation', brief: 'Airlines', does: 'flies passengers and cargo on long-haul routes' },
  { word: 'Pharma', sector: 'Pharmaceuticals', brief: 'Vaccines', does: 'develops vaccines and generic medicines' },
]

/** Legal forms by country, the last word of an organisation's name. */
export const LEGAL_FORMS: Record<string, string> = {
  DE: 'AG',
  AT: 'AG',
  CH: 'AG',
  FR: 'SA',
  BE: 'SA',
  ES: 'SA',
  IT: 'S.p.A.',
  NL: 'N.V.',
  GB: 'plc',
  IE: 'plc',
  US: 'Inc.',
  CA: 'Inc.',
  JP: 'K.K.',
  NO: 'ASA',
  FI: 'Oyj',
  SE: 'AB',
  DK: 'A/S',
  EE: 'AS',
  PL: 'S.A.',
  BR: 'S.A.',
}
