/**
 * The EU labelled fragrance allergens of Annex III as amended by Reg. (EU) 2023/1545 (docs/product-rules.md, "Compliance"): named on the
 * label above 0.001 % in leave-on and 0.01 % in rinse-off products. Key | INCI | CAS numbers | EC number (or -) |
 * Annex III entry (or - for the entries added by 2023/1545, filed under that regulation). Butylphenyl
 * Methylpropional and Hydroxyisohexyl 3-Cyclohexene Carboxaldehyde left Annex III for Annex II (prohibited) and
 * are not here. The allergens the demo raw materials hold themselves (benzyl alcohol, menthol, linalyl acetate,
 * lavender oil) are in substance-table.ts.
 */
export const ALLERGEN_TABLE = `
amyl-cinnamal         | Amyl Cinnamal                            | 122-40-7                    | 204-541-5 | 67
cinnamyl-alcohol      | Cinnamyl Alcohol                         | 104-54-1                    | 203-212-3 | 69
citral                | Citral                                   | 5392-40-5                   | 226-394-6 | 70
eugenol               | Eugenol                                  | 97-53-0                     | 202-589-1 | 71
hydroxycitronellal    | Hydroxycitronellal                       | 107-75-5                    | 203-518-7 | 72
isoeugenol            | Isoeugenol                               | 97-54-1                     | 202-590-7 | 73
amylcinnamyl-alcohol  | Amylcinnamyl Alcohol                     | 101-85-9                    | 202-982-8 | 74
benzyl-salicylate     | Benzyl Salicylate                        | 118-58-1                    | 204-262-9 | 75
cinnamal              | Cinnamal                                 | 104-55-2                    | 203-213-9 | 76
coumarin              | Coumarin                                 | 91-64-5                     | 202-086-7 | 77
geraniol              | Geraniol                                 | 106-24-1                    | 203-377-1 | 78
anise-alcohol         | Anise Alcohol                            | 105-13-5                    | 203-273-6 | 80
benzyl-cinnamate      | Benzyl Cinnamate                         | 103-41-3                    | 203-109-3 | 81
farnesol              | Farnesol                                 | 4602-84-0                   | 225-004-1 | 82
linalool              | Linalool                                 | 78-70-6                     | 201-134-4 | 84
benzyl-benzoate       | Benzyl Benzoate                          | 120-51-4                    | 204-402-9 | 85
citronellol           | Citronellol                              | 106-22-9                    | 203-375-0 | 86
hexyl-cinnamal        | Hexyl Cinnamal                           | 101-86-0                    | 202-983-3 | 87
limonene              | Limonene                                 | 5989-27-5;138-86-3          | 227-813-5 | 88
methyl-octynoate      | Methyl 2-Octynoate                       | 111-12-6                    | 203-836-6 | 89
isomethyl-ionone      | Alpha-Isomethyl Ionone                   | 127-51-5                    | 204-846-3 | 90
oakmoss               | Evernia Prunastri Extract                | 90028-68-5                  | 289-861-3 | 91
treemoss              | Evernia Furfuracea Extract               | 90028-67-4                  | 289-860-8 | 92
acetyl-cedrene        | Acetyl Cedrene                           | 32388-55-9                  | -         | -
amyl-salicylate       | Amyl Salicylate                          | 2050-08-0                   | -         | -
anethole              | Anethole                                 | 104-46-1;4180-23-8          | -         | -
benzaldehyde          | Benzaldehyde                             | 100-52-7                    | 202-860-4 | -
camphor               | Camphor                                  | 76-22-2;464-49-3;464-48-2   | 200-945-0 | -
caryophyllene         | Beta-Caryophyllene                       | 87-44-5                     | -         | -
carvone               | Carvone                                  | 99-49-0;6485-40-1;2244-16-8 | -         | -
dimethyl-phenethyl    | Dimethyl Phenethyl Acetate               | 151-05-3                    | -         | -
hexadecanolactone     | Hexadecanolactone                        | 109-29-5                    | -         | -
hexamethylindanopyran | Hexamethylindanopyran                    | 1222-05-5                   | -         | -
trimethylcyclopentenyl| Trimethylcyclopentenyl Methylisopentenol | 67801-20-1                  | -         | -
salicylaldehyde       | Salicylaldehyde                          | 90-02-8                     | -         | -
santalol              | Santalol                                 | 11031-45-1;115-71-9;77-42-9 | -         | -
sclareol              | Sclareol                                 | 515-03-7                    | -         | -
terpineol             | Terpineol                                | 8000-41-7;98-55-5;138-87-4  | -         | -
otne                  | Tetramethyl Acetyloctahydronaphthalenes  | 54464-57-2                  | -         | -
trimethylbenzenepropanol | Trimethylbenzenepropanol              | 103694-68-4                 | -         | -
vanillin              | Vanillin                                 | 121-33-5                    | 204-465-2 | -
eugenyl-acetate       | Eugenyl Acetate                          | 93-28-7                     | -         | -
geranyl-acetate       | Geranyl Acetate                          | 105-87-3                    | -         | -
isoeugenyl-acetate    | Isoeugenyl Acetate                       | 93-29-8                     | -         | -
pinene                | Pinene                                   | 80-56-8;127-91-3            | -         | -
methyl-salicylate     | Methyl Salicylate                        | 119-36-8                    | 204-317-7 | -
alpha-terpinene       | Alpha-Terpinene                          | 99-86-5                     | -         | -
terpinolene           | Terpinolene                              | 586-62-9                    | -         | -
turpentine            | Turpentine                               | 8006-64-2                   | -         | -
alpha-damascone       | Alpha-Damascone                          | 24720-09-0;43052-87-5       | -         | -
beta-damascone        | Beta-Damascone                           | 23726-92-3                  | -         | -
delta-damascone       | Delta-Damascone                          | 57378-68-4                  | -         | -
damascenone           | Damascenone                              | 23696-85-7                  | -         | -
methyl-coumarin       | 6-Methyl Coumarin                        | 92-48-8                     | -         | -
propylidenephthalide  | 3-Propylidenephthalide                   | 17369-59-4                  | -         | -
cananga               | Cananga Odorata Flower Oil               | 83863-30-3;8006-81-3        | -         | -
cassia                | Cinnamomum Cassia Leaf Oil               | 8007-80-5;84961-46-6        | -         | -
cinnamon-bark         | Cinnamomum Zeylanicum Bark Oil           | 8015-91-6;84649-98-9        | -         | -
neroli                | Citrus Aurantium Amara Flower Oil        | 72968-50-4;8016-38-4        | -         | -
bitter-orange         | Citrus Aurantium Amara Peel Oil          | 68916-04-1                  | -         | -
bergamot              | Citrus Aurantium Bergamia Peel Oil       | 8007-75-8;89957-91-5        | -         | -
lemon                 | Citrus Limon Peel Oil                    | 84929-31-7;8008-56-8        | -         | -
lemongrass            | Cymbopogon Citratus Leaf Oil             | 8007-02-1;89998-16-3        | -         | -
eucalyptus            | Eucalyptus Globulus Leaf Oil             | 8000-48-4;84625-32-1        | -         | -
clove                 | Eugenia Caryophyllus Leaf Oil            | 8000-34-8;8015-97-2         | -         | -
jasmine               | Jasminum Officinale Oil                  | 84776-64-7;8022-96-6        | -         | -
cedarwood             | Juniperus Virginiana Oil                 | 8000-27-9;85085-41-2        | -         | -
laurel                | Laurus Nobilis Leaf Oil                  | 8002-41-3;84603-73-6        | -         | -
peppermint            | Mentha Piperita Oil                      | 8006-90-4;84082-70-2        | -         | -
spearmint             | Mentha Viridis Leaf Oil                  | 8008-79-5;84696-51-5        | -         | -
narcissus             | Narcissus Poeticus Extract               | 90064-26-9                  | -         | -
geranium              | Pelargonium Graveolens Flower Oil        | 90082-51-2;8000-46-2        | -         | -
patchouli             | Pogostemon Cablin Oil                    | 8014-09-3;84238-39-1        | -         | -
rose                  | Rosa Damascena Flower Oil                | 8007-01-0;90106-38-0        | -         | -
sandalwood            | Santalum Album Oil                       | 8006-87-9;84787-70-2        | -         | -
pinus-mugo            | Pinus Mugo Leaf Oil                      | 90082-72-7                  | -         | -
pinus-pumila          | Pinus Pumila Leaf Oil                    | 97676-05-6                  | -         | -
cedrus-atlantica      | Cedrus Atlantica Bark Oil                | 92201-55-3                  | -         | -
peru-balsam           | Myroxylon Pereirae Oil                   | 8007-00-9                   | -         | -
`;
