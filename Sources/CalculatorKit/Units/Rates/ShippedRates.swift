extension CurrencyRates {
    /// The rates shipped in the product, for a first use with no network and no cache: the
    /// European Central Bank's reference rates of 30 October 2026, as published (their date is shown
    /// beside every answer they give).
    public static let shipped: CurrencyRates = {
        var rates = try! CurrencyRates(europeanCentralBankFeed: shippedFeed)
        rates.source = "ECB " + (rates.date ?? "") + ", built in"
        return rates
    }()

    /// The bank's feed of that day (its rates as published).
    static let shippedFeed = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gesmes:Envelope>
                <gesmes:subject>Reference rates</gesmes:subject>
                <gesmes:Sender>
                    <gesmes:name>European Central Bank</gesmes:name>
                </gesmes:Sender>
                <Cube>
                    <Cube time='2026-10-30'>
                        <Cube currency='USD' rate='1.1172'/>
                        <Cube currency='JPY' rate='175.68'/>
                        <Cube currency='CZK' rate='24.353'/>
                        <Cube currency='DKK' rate='7.4735'/>
                        <Cube currency='GBP' rate='0.83380'/>
                        <Cube currency='HUF' rate='366.33'/>
                        <Cube currency='PLN' rate='4.4038'/>
                        <Cube currency='RON' rate='5.3447'/>
                        <Cube currency='SEK' rate='10.9780'/>
                        <Cube currency='CHF' rate='0.9194'/>
                        <Cube currency='ISK' rate='136.00'/>
                        <Cube currency='NOK' rate='10.3120'/>
                        <Cube currency='TRY' rate='55.8015'/>
                        <Cube currency='AUD' rate='1.5904'/>
                        <Cube currency='BRL' rate='6.0692'/>
                        <Cube currency='CAD' rate='1.5606'/>
                        <Cube currency='CNY' rate='7.4326'/>
                        <Cube currency='HKD' rate='8.7652'/>
                        <Cube currency='IDR' rate='20275.17'/>
                        <Cube currency='ILS' rate='3.4950'/>
                        <Cube currency='INR' rate='106.0840'/>
                        <Cube currency='KRW' rate='1491.76'/>
                        <Cube currency='MXN' rate='21.1237'/>
                        <Cube currency='MYR' rate='4.5325'/>
                        <Cube currency='NZD' rate='1.9823'/>
                        <Cube currency='PHP' rate='71.143'/>
                        <Cube currency='SGD' rate='1.4282'/>
                        <Cube currency='THB' rate='37.683'/>
                        <Cube currency='ZAR' rate='18.6455'/>
                    </Cube>
                </Cube>
            </gesmes:Envelope>
        """
}
