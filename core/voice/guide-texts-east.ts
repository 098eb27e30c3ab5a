import type { VoiceLanguage } from './voice-languages';

/**
 * The guide in Central and Eastern European, Turkish, Hindi and South-East Asian languages, written
 * to the same standard as the Western set. Where the engine switches to English for Latin-script
 * words (Greek, Cyrillic, Devanagari, Vietnamese), `say` gives the local pronunciation instead.
 */
export const EAST_LANGUAGES: VoiceLanguage[] = [
  {
    code: 'pl', name: 'Polish', nativeName: 'Polski', flag: '🇵🇱', voice: 'zlw/pl',
    keypad: 'gwiazdka, krzyżyk, zero, sześć, krzyżyk',
    lines: [
      'Aby znaleźć numer IMEI telefonu, otwórz aplikację Telefon i wybierz *#06#. Piętnastocyfrowy numer od razu pojawi się na ekranie.',
      'Znajdziesz go także w Ustawieniach, w sekcji Informacje o telefonie, na tacce karty SIM lub na naklejce na oryginalnym pudełku.',
      'Następnie wpisz numer IMEI w Bandwise i wybierz swojego operatora.',
      'Bandwise pokaże, czy Twój telefon obsługuje 4G, 5G, VoLTE i połączenia przez Wi-Fi.',
    ],
    holiday: 'Wesołych Świąt od całego zespołu Bandwise!',
    say: { Bandwise: 'Bendłajs', VoLTE: 'wolte', 'Wi-Fi': 'łifi' },
  },
  {
    code: 'lt', name: 'Lithuanian', nativeName: 'Lietuvių', flag: '🇱🇹', voice: 'bat/lt',
    keypad: 'žvaigždutė, grotelės, nulis, šeši, grotelės',
    lines: [
      'Norėdami sužinoti telefono IMEI kodą, atidarykite skambinimo programėlę ir surinkite *#06#. Penkiolikos skaitmenų numeris iškart pasirodys ekrane.',
      'Jį taip pat rasite nustatymuose, skiltyje „Apie telefoną“, ant SIM kortelės dėklo arba ant originalios dėžutės etiketės.',
      'Tada įveskite IMEI kodą į „Bandwise“ ir pasirinkite savo mobiliojo ryšio operatorių.',
      '„Bandwise“ parodys, ar jūsų telefonas palaiko 4G, 5G, VoLTE ir „Wi-Fi“ skambučius.',
    ],
    holiday: 'Linksmų Kalėdų nuo visos „Bandwise“ komandos!',
    say: { Bandwise: 'Bendvaiz', VoLTE: 'volte', 'Wi-Fi': 'vai fai' },
  },
  {
    code: 'cs', name: 'Czech', nativeName: 'Čeština', flag: '🇨🇿', voice: 'zlw/cs',
    keypad: 'hvězdička, mřížka, nula, šest, mřížka',
    lines: [
      'IMEI svého telefonu zjistíte tak, že otevřete aplikaci Telefon a vytočíte *#06#. Patnáctimístné číslo se hned zobrazí na displeji.',
      'Najdete ho také v Nastavení v části O telefonu, na držáku SIM karty nebo na štítku původní krabice.',
      'Potom zadejte IMEI do Bandwise a vyberte svého operátora.',
      'Bandwise vám ukáže, zda váš telefon podporuje 4G, 5G, VoLTE a volání přes Wi-Fi.',
    ],
    holiday: 'Veselé Vánoce přeje celý tým Bandwise!',
    say: { Bandwise: 'Bendvajz', VoLTE: 'volte' },
  },
  {
    code: 'ro', name: 'Romanian', nativeName: 'Română', flag: '🇷🇴', voice: 'roa/ro',
    keypad: 'steluță, diez, zero, șase, diez',
    lines: [
      'Pentru a afla codul IMEI al telefonului, deschideți aplicația Telefon și formați *#06#. Numărul de 15 cifre apare imediat pe ecran.',
      'Îl găsiți și în Setări, la secțiunea Despre telefon, pe suportul cartelei SIM sau pe eticheta cutiei originale.',
      'Apoi introduceți codul IMEI în Bandwise și alegeți operatorul dumneavoastră.',
      'Bandwise vă arată dacă telefonul dumneavoastră acceptă 4G, 5G, VoLTE și apeluri prin Wi-Fi.',
    ],
    holiday: 'Crăciun fericit din partea întregii echipe Bandwise!',
    say: { Bandwise: 'Bendwais', VoLTE: 'vo-le-te-e', 'Wi-Fi': 'uai-fai' },
  },
  {
    code: 'hu', name: 'Hungarian', nativeName: 'Magyar', flag: '🇭🇺', voice: 'urj/hu',
    keypad: 'csillag, kettőskereszt, nulla, hat, kettőskereszt',
    lines: [
      'A telefon IMEI-számát úgy találja meg, hogy megnyitja a Telefon alkalmazást, és tárcsázza a *#06# kódot. A 15 jegyű szám azonnal megjelenik a kijelzőn.',
      'Megtalálja a Beállítások menü A telefonról részében, a SIM-kártya-tálcán vagy az eredeti doboz címkéjén is.',
      'Ezután írja be az IMEI-számot a Bandwise-ba, és válassza ki a szolgáltatóját.',
      'A Bandwise megmutatja, hogy a telefonja támogatja-e a 4G-t, az 5G-t, a VoLTE-t és a Wi-Fi-hívást.',
    ],
    holiday: 'Boldog karácsonyt kíván a Bandwise egész csapata!',
    say: { Bandwise: 'Bendvájz', VoLTE: 'vó-el-té-é' },
  },
  {
    code: 'el', name: 'Greek', nativeName: 'Ελληνικά', flag: '🇬🇷', voice: 'grk/el',
    keypad: 'αστερίσκος, δίεση, μηδέν, έξι, δίεση',
    lines: [
      'Για να βρείτε τον αριθμό IMEI του τηλεφώνου σας, ανοίξτε την εφαρμογή Τηλέφωνο και πληκτρολογήστε *#06#. Ο δεκαπενταψήφιος αριθμός εμφανίζεται αμέσως στην οθόνη.',
      'Θα τον βρείτε επίσης στις Ρυθμίσεις, στην ενότητα Σχετικά με το τηλέφωνο, στη θήκη της κάρτας SIM ή στην ετικέτα της αρχικής συσκευασίας.',
      'Στη συνέχεια, εισαγάγετε τον αριθμό IMEI στο Bandwise και επιλέξτε τον πάροχό σας.',
      'Το Bandwise θα σας δείξει αν το τηλέφωνό σας υποστηρίζει 4G, 5G, VoLTE και κλήσεις μέσω Wi-Fi.',
    ],
    holiday: 'Καλά Χριστούγεννα από όλη την ομάδα του Bandwise!',
    say: { IMEI: 'ιμέι', Bandwise: 'Μπέντγουαϊζ', VoLTE: 'βολτέ', 'Wi-Fi': 'γουάι φάι', '4G': '4 τζι', '5G': '5 τζι', SIM: 'σιμ' },
  },
  {
    code: 'tr', name: 'Turkish', nativeName: 'Türkçe', flag: '🇹🇷', voice: 'trk/tr',
    keypad: 'yıldız, kare, sıfır, altı, kare',
    lines: [
      'Telefonunuzun IMEI numarasını öğrenmek için Telefon uygulamasını açın ve *#06# tuşlayın. 15 haneli numara hemen ekranda görünür.',
      "Numarayı ayrıca Ayarlar'da Telefon hakkında bölümünde, SIM kart yuvasında veya orijinal kutunun etiketinde bulabilirsiniz.",
      "Ardından IMEI numarasını Bandwise'a girin ve operatörünüzü seçin.",
      'Bandwise, telefonunuzun 4G, 5G, VoLTE ve Wi-Fi arama özelliklerini destekleyip desteklemediğini gösterir.',
    ],
    holiday: 'Bandwise ekibi olarak mutlu Noeller dileriz!',
    say: { IMEI: 'İMEİ', SIM: 'SİM', Bandwise: 'Bendvayz', VoLTE: 'volte', 'Wi-Fi': 'vay fay' },
  },
  {
    code: 'ru', name: 'Russian', nativeName: 'Русский', flag: '🇷🇺', voice: 'zle/ru',
    keypad: 'звёздочка, решётка, ноль, шесть, решётка',
    lines: [
      'Чтобы узнать IMEI своего телефона, откройте приложение «Телефон» и наберите *#06#. Пятнадцатизначный номер сразу появится на экране.',
      'Его также можно найти в Настройках, в разделе «О телефоне», на лотке SIM-карты или на наклейке на коробке от телефона.',
      'Затем введите IMEI в Bandwise и выберите своего оператора.',
      'Bandwise покажет, поддерживает ли ваш телефон 4G, 5G, VoLTE и звонки по Wi-Fi.',
    ],
    holiday: 'Команда Bandwise поздравляет вас с Рождеством!',
    say: { IMEI: 'имей', Bandwise: 'Бэндвайз', VoLTE: 'волте', 'Wi-Fi': 'вай-фай', '4G': 'четыре джи', '5G': 'пять джи', SIM: 'сим' },
  },
  {
    code: 'uk', name: 'Ukrainian', nativeName: 'Українська', flag: '🇺🇦', voice: 'zle/uk',
    keypad: 'зірочка, решітка, нуль, шість, решітка',
    lines: [
      'Щоб дізнатися IMEI свого телефона, відкрийте застосунок «Телефон» і наберіть *#06#. П’ятнадцятизначний номер одразу з’явиться на екрані.',
      'Його також можна знайти в Налаштуваннях, у розділі «Про телефон», на лотку SIM-картки або на наліпці на оригінальній коробці.',
      'Потім введіть IMEI у Bandwise і виберіть свого оператора.',
      'Bandwise покаже, чи підтримує ваш телефон 4G, 5G, VoLTE та дзвінки через Wi-Fi.',
    ],
    holiday: 'Команда Bandwise вітає вас із Різдвом!',
    say: { IMEI: 'імей', Bandwise: 'Бендвайз', VoLTE: 'волте', 'Wi-Fi': 'вай-фай', '4G': 'чотири джі', '5G': "п'ять джі", SIM: 'сім' },
  },
  {
    code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', flag: '🇮🇳', voice: 'inc/hi',
    keypad: 'स्टार, हैश, ज़ीरो, सिक्स, हैश',
    lines: [
      'अपने फ़ोन का IMEI नंबर जानने के लिए फ़ोन ऐप खोलें और *#06# डायल करें। 15 अंकों का नंबर तुरंत स्क्रीन पर दिख जाएगा।',
      'यह नंबर आपको सेटिंग्स में ‘फ़ोन के बारे में’ सेक्शन में, सिम ट्रे पर या फ़ोन के असली डिब्बे के लेबल पर भी मिल जाएगा।',
      'फिर Bandwise में IMEI नंबर डालें और अपना मोबाइल ऑपरेटर चुनें।',
      'Bandwise आपको बताएगा कि आपका फ़ोन 4G, 5G, VoLTE और Wi-Fi कॉलिंग सपोर्ट करता है या नहीं।',
    ],
    holiday: 'Bandwise की पूरी टीम की ओर से क्रिसमस की हार्दिक शुभकामनाएँ!',
    say: { IMEI: 'आई एम ई आई', Bandwise: 'बैंडवाइज़', VoLTE: 'वोल्टी', 'Wi-Fi': 'वाई-फ़ाई', '4G': 'फ़ोर जी', '5G': 'फ़ाइव जी' },
  },
  {
    code: 'vi', name: 'Vietnamese', nativeName: 'Tiếng Việt', flag: '🇻🇳', voice: 'aav/vi',
    keypad: 'sao, thăng, không, sáu, thăng',
    lines: [
      'Để tìm số IMEI của điện thoại, hãy mở ứng dụng Điện thoại và bấm *#06#. Dãy số gồm 15 chữ số sẽ hiện ngay trên màn hình.',
      'Bạn cũng có thể tìm thấy số này trong Cài đặt, mục Giới thiệu về điện thoại, trên khay SIM hoặc trên nhãn của hộp máy gốc.',
      'Sau đó, hãy nhập số IMEI vào Bandwise và chọn nhà mạng của bạn.',
      'Bandwise sẽ cho bạn biết điện thoại có hỗ trợ 4G, 5G, VoLTE và gọi qua Wi-Fi hay không.',
    ],
    holiday: 'Cả đội ngũ Bandwise chúc bạn một mùa Giáng sinh an lành!',
    say: { IMEI: 'ai em i ai', Bandwise: 'Ben oai', VoLTE: 'vôn tê', 'Wi-Fi': 'oai phai', '4G': 'bốn gờ', '5G': 'năm gờ' },
  },
  {
    code: 'id', name: 'Indonesian', nativeName: 'Bahasa Indonesia', flag: '🇮🇩', voice: 'poz/id',
    keypad: 'bintang, pagar, nol, enam, pagar',
    lines: [
      'Untuk mengetahui IMEI ponsel Anda, buka aplikasi Telepon lalu tekan *#06#. Nomor 15 digit akan langsung muncul di layar.',
      'Anda juga bisa menemukannya di Setelan, bagian Tentang ponsel, pada slot kartu SIM, atau pada label di kotak aslinya.',
      'Setelah itu, masukkan nomor IMEI di Bandwise dan pilih operator Anda.',
      'Bandwise akan menunjukkan apakah ponsel Anda mendukung 4G, 5G, VoLTE, dan panggilan Wi-Fi.',
    ],
    holiday: 'Selamat Natal dari seluruh tim Bandwise!',
    say: { Bandwise: 'Bendwais', VoLTE: 'vol-te', 'Wi-Fi': 'wai-fai' },
  },
];
