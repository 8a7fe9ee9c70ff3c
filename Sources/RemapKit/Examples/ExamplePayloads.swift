import ObjectMapping

/// Payloads bundled with remap, so it shows something useful with no arguments.
package enum ExamplePayloads {
    package struct Payload {
        package var name: String
        package var format: MappingFormat
        package var text: String
    }

    /// What `remap` with no file shows: a Rails-style XML collection.
    package static let `default` = users

    static let users = Payload(
        name: "users.xml", format: .xml,
        text: """
            <?xml version="1.0" encoding="UTF-8"?>
            <users type="array">
              <user>
                <id type="integer">1</id>
                <name>Ann Example</name>
                <email>ann@example.com</email>
                <created_at type="datetime">2010-03-01T12:00:00Z</created_at>
                <tasks type="array">
                  <task><id type="integer">10</id><title>Write the spec</title><done type="boolean">true</done></task>
                  <task><id type="integer">11</id><title>Ship it</title><done type="boolean">false</done></task>
                </tasks>
              </user>
              <user>
                <id type="integer">2</id>
                <name>Bob Example</name>
                <email nil="true"/>
                <created_at type="datetime">2010-03-02T08:30:00Z</created_at>
                <tasks type="array"/>
              </user>
            </users>
            """)

    static let user = Payload(
        name: "user.json", format: .json,
        text: """
            {"user": {"id": 7, "name": "Ann Example", "email": "ann@example.com", "created_at": "not a date",
                      "tasks": [{"task": {"id": 10, "title": "Write the spec", "done": "yes"}},
                                {"task": {"id": "eleven", "title": "Ship it"}}]}}
            """)

    static let post = Payload(
        name: "post.json", format: .json,
        text: """
            {"post_title": "Hello", "post_text": "Mapping without the runtime", "published": true,
             "publishing_date": "2014-06-02T09:41:00Z", "urls": {"canonical": "https://example.com/posts/1"},
             "author": {"full_name": "Ann Example", "homepage": "https://example.com/ann"},
             "likes": ["bob", "cy"]}
            """)
}
