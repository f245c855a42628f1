/**
 * The demo inventory as one table: key | name | INCI | category | unit | unit cost (USD per unit) | quality
 * grade | sustainability 1-100 | shelf life (months) | supplier key or - | storage key | water L/oz |
 * carbon kg CO2e/oz | density g/mL. `-` is "no data yet" (null); a volume unit without a density is weighed
 * at the assumed 1 g/mL. The ISO 16128 natural origin indexes belong to the substances (substance-table.ts),
 * what each raw material is made of to raw-material-compositions.ts.
 */
export const RAW_MATERIAL_TABLE = `
aqua             | Purified Water                     | Aqua                            | base         | gal   | 0.35  | cosmetic       | 96 | 24  | greatlakes | ambient      | 0.035 | 0.00005 | 1
glycerin         | Vegetable Glycerin                 | Glycerin                        | humectant    | lb    | 2.40  | food           | 78 | 24  | greatlakes | ambient      | 0.62  | 0.0085  | -
butylene         | Butylene Glycol                    | Butylene Glycol                 | humectant    | lb    | 3.20  | cosmetic       | 45 | 36  | chempure   | ambient      | 0.40  | 0.016   | -
hyaluronate      | Sodium Hyaluronate (Low MW)        | Sodium Hyaluronate              | humectant    | oz    | 18.50 | pharmaceutical | 70 | 36  | alpine     | coolDry      | 2.10  | 0.045   | -
panthenol        | D-Panthenol (Pro-Vitamin B5)       | Panthenol                       | humectant    | oz    | 0.85  | pharmaceutical | 58 | 24  | kanto      | coolDry      | 0.30  | 0.010   | -
niacinamide      | Niacinamide (Vitamin B3)           | Niacinamide                     | active       | oz    | 1.20  | pharmaceutical | 62 | 36  | kanto      | coolDry      | 0.25  | 0.012   | -
caffeine         | Caffeine Anhydrous                 | Caffeine                        | active       | oz    | 0.95  | pharmaceutical | 57 | 36  | kanto      | coolDry      | 0.35  | 0.011   | -
salicylic        | Salicylic Acid (BHA)               | Salicylic Acid                  | active       | oz    | 0.65  | pharmaceutical | 48 | 36  | kanto      | coolDry      | 0.20  | 0.009   | -
retinol          | Retinol (Stabilised)               | Retinol                         | active       | oz    | 38.00 | pharmaceutical | 40 | 12  | alpine     | coldInert    | 1.80  | 0.060   | -
tocopherol       | Vitamin E (Mixed Tocopherols)      | Tocopherol                      | active       | oz    | 1.10  | natural        | 74 | 24  | botanica   | protectLight | 0.90  | 0.007   | -
allantoin        | Allantoin                          | Allantoin                       | active       | oz    | 0.55  | cosmetic       | 60 | 36  | kanto      | coolDry      | 0.15  | 0.006   | -
kojic            | Kojic Acid                         | Kojic Acid                      | active       | oz    | 6.50  | cosmetic       | 55 | 24  | kanto      | protectLight | 0.80  | 0.020   | -
arbutin          | Alpha-Arbutin                      | Alpha-Arbutin                   | active       | oz    | 24.00 | cosmetic       | 52 | 24  | alpine     | coolDry      | 1.10  | 0.035   | -
peroxide         | Hydrogen Peroxide 35 % Solution    | Hydrogen Peroxide               | active       | fl oz | 0.30  | pharmaceutical | 50 | 12  | -          | coldDark     | -     | -       | 1.13
bakuchiol        | Bakuchiol                          | Bakuchiol                       | active       | oz    | 36.00 | natural        | 82 | 24  | alpine     | protectLight | -     | -       | -
ceramide         | Ceramide NP                        | Ceramide NP                     | active       | oz    | 45.00 | cosmetic       | 64 | 24  | alpine     | coolDry      | -     | -       | -
menthol          | Natural Menthol Crystals           | Menthol                         | active       | oz    | 1.60  | natural        | 70 | 36  | aromatica  | cool         | 1.50  | 0.011   | -
charcoal         | Activated Bamboo Charcoal          | Charcoal Powder                 | active       | lb    | 12.00 | natural        | 76 | 60  | terramin   | dry          | 1.20  | 0.090   | -
zinc             | Zinc Oxide (Non-Nano)              | Zinc Oxide                      | active       | lb    | 9.50  | cosmetic       | 66 | 60  | terramin   | dry          | 0.55  | 0.045   | -
mbc              | 4-MBC (legacy UV filter stock)     | 4-Methylbenzylidene Camphor     | active       | oz    | 2.80  | synthetic      | 12 | 36  | -          | coolDry      | 0.30  | 0.030   | -
titanium         | Titanium Dioxide (UV Grade)        | Titanium Dioxide                | active       | lb    | 7.80  | cosmetic       | 58 | 60  | terramin   | dry          | 0.70  | 0.060   | -
ironoxide        | Iron Oxides (Brown)                | Iron Oxides                     | colorant     | oz    | 0.70  | cosmetic       | 60 | 60  | terramin   | dry          | -     | -       | -
kaolin           | Kaolin Clay                        | Kaolin                          | base         | lb    | 1.80  | cosmetic       | 72 | 60  | terramin   | dry          | 0.30  | 0.008   | -
carbomer         | Carbomer 940                       | Carbomer                        | base         | lb    | 14.50 | synthetic      | 30 | 48  | chempure   | dry          | 0.45  | 0.040   | -
citric           | Citric Acid                        | Citric Acid                     | base         | lb    | 1.50  | food           | 75 | 36  | greatlakes | dry          | 0.40  | 0.005   | -
cct              | MCT Oil (Fractionated Coconut)     | Caprylic/Capric Triglyceride    | emollient    | gal   | 48.00 | cosmetic       | 68 | 24  | iberian    | ambient      | 1.40  | 0.025   | 0.945
squalane         | Olive Squalane                     | Squalane                        | emollient    | fl oz | 1.35  | natural        | 86 | 36  | iberian    | ambient      | 1.10  | 0.020   | 0.81
shea             | Raw Shea Butter                    | Butyrospermum Parkii Butter     | emollient    | lb    | 6.80  | organic        | 90 | 24  | sahel      | cool         | 1.90  | 0.015   | -
jojoba           | Golden Jojoba Oil                  | Simmondsia Chinensis Seed Oil   | emollient    | fl oz | 1.05  | organic        | 88 | 36  | botanica   | ambient      | 2.60  | 0.012   | 0.863
dimethicone      | Dimethicone 350 cSt                | Dimethicone                     | emollient    | lb    | 5.80  | synthetic      | 32 | 48  | chempure   | ambient      | 0.35  | 0.035   | -
cetearyl         | Cetearyl Alcohol                   | Cetearyl Alcohol                | emulsifier   | lb    | 3.10  | cosmetic       | 66 | 36  | iberian    | ambient      | 0.55  | 0.018   | -
glycerylstearate | Glyceryl Stearate                  | Glyceryl Stearate               | emulsifier   | lb    | 3.60  | cosmetic       | 64 | 36  | iberian    | ambient      | 0.60  | 0.020   | -
xanthan          | Xanthan Gum                        | Xanthan Gum                     | emulsifier   | lb    | 8.90  | food           | 80 | 36  | greatlakes | dry          | 0.50  | 0.010   | -
phenoxy          | Phenoxyethanol                     | Phenoxyethanol                  | preservative | lb    | 7.20  | cosmetic       | 35 | 36  | chempure   | ambient      | 0.30  | 0.030   | -
ehg              | Ethylhexylglycerin                 | Ethylhexylglycerin              | preservative | oz    | 1.45  | cosmetic       | 40 | 36  | chempure   | ambient      | 0.20  | 0.015   | -
benzoate         | Sodium Benzoate                    | Sodium Benzoate                 | preservative | lb    | 2.20  | food           | 55 | 36  | greatlakes | dry          | 0.25  | 0.009   | -
sorbate          | Potassium Sorbate                  | Potassium Sorbate               | preservative | lb    | 3.40  | food           | 58 | 36  | greatlakes | dry          | 0.25  | 0.009   | -
benzyl           | Benzyl Alcohol                     | Benzyl Alcohol                  | preservative | lb    | 4.50  | cosmetic       | 45 | 36  | chempure   | ambient      | 0.30  | 0.020   | -
capb             | Cocamidopropyl Betaine             | Cocamidopropyl Betaine          | surfactant   | gal   | 14.00 | cosmetic       | 62 | 24  | meridian   | ambient      | 0.90  | 0.030   | 1.04
sci              | Sodium Cocoyl Isethionate          | Sodium Cocoyl Isethionate       | surfactant   | lb    | 6.40  | cosmetic       | 70 | 36  | meridian   | dry          | 0.80  | 0.025   | -
decyl            | Decyl Glucoside                    | Decyl Glucoside                 | surfactant   | gal   | 22.00 | natural        | 84 | 24  | meridian   | ambient      | 1.00  | 0.020   | 1.15
greentea         | Green Tea Extract                  | Camellia Sinensis Leaf Extract  | botanical    | oz    | 2.10  | organic        | 85 | 24  | botanica   | protectLight | 3.20  | 0.014   | -
aloe             | Aloe Vera Juice                    | Aloe Barbadensis Leaf Juice     | botanical    | gal   | 22.00 | organic        | 87 | 12  | botanica   | cool         | 0.90  | 0.004   | 1.01
oat              | Colloidal Oat Extract              | Avena Sativa Kernel Extract     | botanical    | oz    | 2.60  | organic        | 83 | 24  | botanica   | coolDry      | 1.40  | 0.008   | -
teatree          | Tea Tree Oil                       | Melaleuca Alternifolia Leaf Oil | botanical    | oz    | 1.90  | organic        | 76 | 24  | aromatica  | protectLight | 2.20  | 0.012   | -
eucalyptus       | Eucalyptus Oil                     | Eucalyptus Globulus Leaf Oil    | fragrance    | oz    | 1.25  | natural        | 74 | 24  | aromatica  | protectLight | 1.80  | 0.010   | -
peppermint       | Peppermint Oil                     | Mentha Piperita Oil             | fragrance    | oz    | 1.40  | organic        | 78 | 24  | aromatica  | protectLight | 2.00  | 0.011   | -
linalool         | Linalool                           | Linalool                        | fragrance    | oz    | 1.80  | synthetic      | 44 | 24  | aromatica  | protectLight | 0.30  | 0.015   | -
limonene         | d-Limonene                         | Limonene                        | fragrance    | oz    | 0.90  | natural        | 69 | 24  | aromatica  | protectLight | 0.40  | 0.006   | -
citral           | Citral                             | Citral                          | fragrance    | oz    | 2.30  | synthetic      | 42 | 18  | aromatica  | protectLight | -     | -       | -
parfum           | Cedar & Vetiver Fragrance          | Parfum                          | fragrance    | oz    | 3.20  | cosmetic       | 50 | 24  | aromatica  | protectLight | 0.60  | 0.020   | -
pe-blend         | Preservative Blend PE 9010         | Phenoxyethanol (and) Ethylhexylglycerin | preservative | kg | 18.50 | cosmetic  | 38 | 36  | chempure   | ambient      | 0.28  | 0.028   | 1.09
lavender         | Lavender Oil (Bulgarian)           | Lavandula Angustifolia Oil      | fragrance    | fl oz | 3.40  | organic        | 80 | 24  | aromatica  | protectLight | 2.40  | 0.012   | 0.885
retinylpalm      | Vitamin A Palmitate                | Retinyl Palmitate               | active       | g     | 0.09  | pharmaceutical | 42 | 12  | alpine     | coldInert    | -     | -       | -
sodiumsal        | Sodium Salicylate                  | Sodium Salicylate               | active       | kg    | 24.00 | pharmaceutical | 46 | 36  | kanto      | coolDry      | -     | -       | -
lha              | Capryloyl Salicylic Acid (LHA)     | Capryloyl Salicylic Acid        | active       | g     | 0.35  | cosmetic       | 40 | 24  | kanto      | coolDry      | -     | -       | -
`;

export const STORAGE = {
  ambient: 'Store at 15-25 °C in the closed original container',
  coolDry: 'Store in a cool, dry place below 25 °C; keep the container tightly closed',
  cool: 'Store below 20 °C away from heat; do not freeze',
  protectLight: 'Store below 25 °C in amber or opaque containers, protected from light and air',
  coldInert: 'Store at 2-8 °C under nitrogen, protected from light; use within 3 months of opening',
  coldDark: 'Store at 2-8 °C in vented containers, away from light and organic material',
  dry: 'Keep bags sealed and dry to prevent moisture pickup and caking',
} as const;
