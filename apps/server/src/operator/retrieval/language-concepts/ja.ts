import type { Vocabulary } from './vocabulary-shape';

/** Japanese is asked by what a question holds, not by words a space sets apart. */
export const ja: Vocabulary = {
  hours: [
    '営業時間, 何時, 開店, 閉店, 開いて, 閉まり, 定休日, 休み, 祝日',
    '営業時間 営業 定休日 休業 祝日 月曜 火曜 水曜 木曜 金曜 土曜 日曜',
  ],
  location: ['どこ, 住所, 場所, 行き方, アクセス, 最寄り', '住所 所在地 アクセス 駅 徒歩'],
  price: ['いくら, 料金, 値段, 価格, 費用, 手数料', '料金 価格 費用 手数料'],
  'payment methods': ['支払, 払い, カード, 現金, 振込, 決済', '支払い カード 現金 振込 決済'],
  booking: ['予約', '予約 オンライン'],
  cancellation: ['キャンセル, 取り消', 'キャンセル 前日'],
  delivery: ['配送, 送料, 発送, 配達', '配送 送料 発送 配達'],
  returns: ['返品, 返金, 交換', '返品 返金 交換'],
  warranty: ['保証, 壊れ, 修理, 故障', '保証 修理 故障'],
  insurance: ['保険', '保険 保険証'],
  contact: ['電話, 番号, メール, 連絡', '電話 メール 連絡 問い合わせ'],
  discount: ['割引, セール, クーポン', '割引'],
  children: ['子供, 子ども, 息子, 娘, 赤ちゃん, 何歳', '子ども 子供 歳 未満'],
  pets: ['犬, 猫, ペット', 'ペット 犬 猫'],
  parking: ['駐車', '駐車場 駐車'],
  'payment plans': ['分割, ローン, 月々', '分割 ローン 月々'],
  duration: ['何分, 何日, 期間, かかり', '分 時間 日 期間'],
  membership: ['ポイント, 会員', 'ポイント 会員'],
  about: ['創業, 設立, 何年', '創業 設立 年'],
  accessibility: ['車椅子, 車いす, バリアフリー, エレベーター', '車椅子 バリアフリー エレベーター'],
};
