import InstantModel
import InstantXML

print("remap: libxml2 \(libxml2Version)")
