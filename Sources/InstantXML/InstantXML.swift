import CLibXML2
import InstantModel

/// The version of the libxml2 library InstantXML is linked against, for diagnostics.
public var libxml2Version: String {
    String(cString: __xmlParserVersion().pointee!)
}
